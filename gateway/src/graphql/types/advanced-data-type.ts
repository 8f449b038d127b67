import { builder } from '../builder.ts';
import { encodeRisonUri } from '../rison.ts';

/** The answer of `GET /api/v1/advanced_data_type/convert` (its integer values are not exposed). */
interface RestConversion {
  display_value: string;
  error_message: string;
  valid_filter_operators: string[];
}

const ConversionRef = builder.objectRef<RestConversion>('AdvancedDataTypeConversion').implement({
  description:
    'Typed filter values read by an advanced data type (internet_address, port): what the filter popover shows under the value, and the operators the type offers.',
  fields: (t) => ({
    displayValue: t.exposeString('display_value', {
      description:
        "The values as the type reads them, e.g. '167772160 - 184549375' for 10.0.0.0/8 or '[20, 21]' for ftp.",
    }),
    errorMessage: t.string({
      nullable: true,
      description:
        'Why a value cannot be read, e.g. "\'x\' does not appear to be a port name or number"; null when all can.',
      resolve: (r) => r.error_message || null,
    }),
    validFilterOperators: t.exposeStringList('valid_filter_operators', {
      description: "The filter operators the type translates (Superset's operator ids, e.g. EQUALS, IN).",
    }),
  }),
});

builder.queryField('advancedDataTypeConvert', (t) =>
  t.field({
    type: ConversionRef,
    description:
      'Reads filter values with an advanced data type through `GET /api/v1/advanced_data_type/convert` (only with ENABLE_ADVANCED_DATA_TYPES: NOT_FOUND otherwise); an unknown type is BAD_USER_INPUT.',
    args: {
      type: t.arg.string({ required: true, description: 'The advanced data type, e.g. internet_address or port.' }),
      values: t.arg.stringList({ required: true, description: 'The values as typed (one or more).' }),
    },
    resolve: async (_root, args, ctx) => {
      const q = encodeRisonUri({ type: args.type, values: args.values.length ? args.values : [''] });
      return (await ctx.rest.get<{ result: RestConversion }>(`/api/v1/advanced_data_type/convert?q=${q}`)).result;
    },
  }),
);
