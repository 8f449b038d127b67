import { Kind, type ValueNode } from 'graphql';
import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';

export function toDate(value: unknown): Date {
  // REST writes Superset's `2024-01-31T10:00:00.000000+0000`: microseconds and a colon-less offset.
  // A time without a zone is UTC, as everywhere in the REST surface (Superset's naive datetimes).
  const normalized =
    typeof value === 'string'
      ? value
          .replace(/(\.\d{3})\d+/, '$1')
          .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
          .replace(/(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/, '$1Z')
      : (value as Date | number);
  const date = normalized instanceof Date ? normalized : new Date(normalized);
  if (Number.isNaN(date.getTime())) throw new ValidationError(`Not a date-time: ${String(value)}`);
  return date;
}

builder.scalarType('DateTime', {
  description: 'A point in time, written as ISO 8601 in UTC (e.g. 2024-01-31T10:00:00.000Z).',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new ValidationError('DateTime literals are ISO 8601 strings');
    return toDate(ast.value);
  },
});

function literalValue(ast: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalValue(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

builder.scalarType('JSON', {
  description: 'Any JSON value (objects, lists, strings, numbers, booleans, null), passed through unchanged.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => literalValue(ast, variables),
});
