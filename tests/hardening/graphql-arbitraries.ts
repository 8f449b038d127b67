import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import type { FixtureSet } from './fixtures.ts';
import { globalIdFor, minimalValue } from './graphql-operations.ts';

/** Strings people (and attackers) type: SQL, paths, templates, markup, control characters, huge ones. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      "'; DROP TABLE slices; --",
      '1; DELETE FROM dashboards',
      "' OR '1'='1",
      '../../etc/passwd',
      '/etc/passwd',
      '\u0000',
      '\uD800',
      '{{ 7*7 }}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed
      '${process.env}',
      '<script>alert(1)</script>',
      'x'.repeat(5000),
      '🙂',
      'null',
      '[]',
      '{}',
      '-1',
      '1e309',
    ),
  },
  { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
);

const hostileInt = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 31 - 1, -(2 ** 31), 2 ** 31) },
  { weight: 2, arbitrary: fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }) },
);

/** Where a generated value goes: the field and argument name pick the IDs that are valid there. */
export interface InputContext {
  field: string;
  fx: FixtureSet;
  /** Valid IDs of every type, for arguments whose type the names do not tell. */
  anyIds: string[];
}

/** IDs: a valid ID of the expected type, IDs of other types, unknown ones, and garbage. */
export function idArbitrary(ctx: InputContext, arg: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(globalIdFor(ctx.field, arg, ctx.fx, false)) },
    { weight: 1, arbitrary: fc.constantFrom(...ctx.anyIds) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'Chart',
            'Dashboard',
            'Dataset',
            'Database',
            'Report',
            'AnnotationLayer',
            'SecurityRole',
            'User',
            'Nope',
          ),
          fc.oneof(
            fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }),
            fc.constantFrom(-1, 0),
            fc.string({ maxLength: 8 }),
          ),
        )
        .map(([type, id]) => encodeGlobalID(type, String(id))),
    },
    { weight: 1, arbitrary: hostileString },
  );
}

/**
 * Values of an input type: the right shape with hostile values (so that they get past GraphQL's own
 * coercion and reach the resolvers and REST), input objects often built on a valid minimal value with
 * hostile optional fields over it, and at the top level now and then the wrong shape.
 */
export function inputArbitrary(
  type: GraphQLInputType,
  ctx: InputContext,
  arg: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = innerArbitrary(getNullableType(type) as GraphQLInputType, ctx, arg, depth);
  const shaped = isNonNullType(type)
    ? inner
    : fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) });
  if (depth > 0) return shaped;
  return fc.oneof({ weight: 15, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

function innerArbitrary(type: GraphQLInputType, ctx: InputContext, arg: string, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type))
    return fc.array(inputArbitrary(type.ofType, ctx, arg, depth + 1), { maxLength: depth > 1 ? 1 : 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    if (depth > 3) return fc.constant({});
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) model[f.name] = inputArbitrary(f.type, ctx, f.name, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    const valid = minimalValue(type, ctx.field, arg, ctx.fx) as Record<string, unknown>;
    return fc.oneof(
      fc.record(model, { requiredKeys: required }),
      fc.record(model, { requiredKeys: [] }).map((hostile) => ({ ...valid, ...hostile })),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idArbitrary(ctx, arg);
      case 'Int':
        return hostileInt;
      case 'Float':
        return fc.oneof(hostileInt, fc.double({ noNaN: true, noDefaultInfinity: true }));
      case 'Boolean':
        return fc.boolean();
      case 'JSON':
        return fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          hostileString,
          fc.constant(minimalValue(type, ctx.field, arg, ctx.fx)),
        );
      case 'File':
        return fc.constant(null);
      default:
        return fc.oneof(
          { weight: 4, arbitrary: hostileString },
          { weight: 1, arbitrary: fc.constant(minimalValue(type, ctx.field, arg, ctx.fx)) },
        );
    }
  }
  return fc.constant(null);
}

/** The selection that shows whether a mutation was refused: its result type, and an error's message. */
export function resultSelection(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (!isCompositeType(named)) return '';
  const typedErrors =
    isAbstractType(named) &&
    schema.getPossibleTypes(named).some((t) => t.getInterfaces().some((i) => i.name === 'Error'));
  return typedErrors ? ' { __typename ... on Error { message } }' : ' { __typename }';
}
