import { builder } from '../builder.ts';
import type { RestDatasetColumn } from '../rest-types.ts';

export const DatasetColumnRef = builder.objectRef<RestDatasetColumn>('DatasetColumn').implement({
  description: 'A column of a dataset: a physical column or a calculated one (a SQL expression).',
  fields: (t) => ({
    columnId: t.exposeInt('id', { description: 'The REST primary key of the column.' }),
    columnName: t.exposeString('column_name', { description: 'The column name.' }),
    verboseName: t.string({ nullable: true, description: 'The display name.', resolve: (c) => c.verbose_name ?? null }),
    description: t.string({ nullable: true, description: 'The description.', resolve: (c) => c.description ?? null }),
    expression: t.string({
      nullable: true,
      description: 'SQL of a calculated column; null for a physical one.',
      resolve: (c) => c.expression || null,
    }),
    type: t.string({
      nullable: true,
      description: 'The database type (e.g. VARCHAR, DATE).',
      resolve: (c) => c.type ?? null,
    }),
    isDttm: t.boolean({ description: 'True for a temporal column.', resolve: (c) => c.is_dttm ?? false }),
    isActive: t.boolean({ description: 'False when the column is hidden.', resolve: (c) => c.is_active ?? true }),
    groupby: t.boolean({ description: 'True when charts may group by the column.', resolve: (c) => c.groupby ?? true }),
    filterable: t.boolean({
      description: 'True when charts may filter on the column.',
      resolve: (c) => c.filterable ?? true,
    }),
    pythonDateFormat: t.string({
      nullable: true,
      description: 'How a string column encodes dates (e.g. %Y-%m-%d), or epoch_s / epoch_ms.',
      resolve: (c) => c.python_date_format ?? null,
    }),
    advancedDataType: t.string({
      nullable: true,
      description: 'The advanced data type (e.g. internet_address, port).',
      resolve: (c) => c.advanced_data_type ?? null,
    }),
  }),
});
