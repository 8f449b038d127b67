import type { OperatorId } from './types.ts';

/** Each operator id: what the popover shows and the operator written to form data. */
export const OPERATORS: Readonly<Record<OperatorId, { display: string; operation: string }>> = {
  EQUALS: { display: 'Equal to (=)', operation: '==' },
  NOT_EQUALS: { display: 'Not equal to (≠)', operation: '!=' },
  LESS_THAN: { display: 'Less than (<)', operation: '<' },
  LESS_THAN_OR_EQUAL: { display: 'Less or equal (<=)', operation: '<=' },
  GREATER_THAN: { display: 'Greater than (>)', operation: '>' },
  GREATER_THAN_OR_EQUAL: { display: 'Greater or equal (>=)', operation: '>=' },
  IN: { display: 'In', operation: 'IN' },
  NOT_IN: { display: 'Not in', operation: 'NOT IN' },
  LIKE: { display: 'Like', operation: 'LIKE' },
  ILIKE: { display: 'Like (case insensitive)', operation: 'ILIKE' },
  IS_NOT_NULL: { display: 'Is not null', operation: 'IS NOT NULL' },
  IS_NULL: { display: 'Is null', operation: 'IS NULL' },
  LATEST_PARTITION: { display: 'use latest_partition template', operation: 'LATEST PARTITION' },
  IS_TRUE: { display: 'Is true', operation: '==' },
  IS_FALSE: { display: 'Is false', operation: '==' },
  TEMPORAL_RANGE: { display: 'TEMPORAL_RANGE', operation: 'TEMPORAL_RANGE' },
};

/** The order the operator select lists them in (TEMPORAL_RANGE is written by the time-range control, not picked). */
export const OPERATOR_IDS: readonly OperatorId[] = [
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'NOT_IN',
  'LIKE',
  'ILIKE',
  'IS_NOT_NULL',
  'IS_NULL',
  'LATEST_PARTITION',
  'IS_TRUE',
  'IS_FALSE',
];

export const MULTI_OPERATORS: ReadonlySet<OperatorId> = new Set(['IN', 'NOT_IN']);
export const NULL_CHECK_OPERATORS: ReadonlySet<OperatorId> = new Set(['IS_NULL', 'IS_NOT_NULL']);
export const TRUTH_CHECK_OPERATORS: ReadonlySet<OperatorId> = new Set(['IS_TRUE', 'IS_FALSE']);
/** Operators that switch the filter to Custom SQL (a Jinja template the simple form cannot express). */
export const CUSTOM_OPERATORS: ReadonlySet<OperatorId> = new Set(['LATEST_PARTITION']);
/** Operators that compare an aggregate: the only ones a HAVING filter offers. */
export const HAVING_OPERATORS: ReadonlySet<OperatorId> = new Set([
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
]);
/** Operators whose comparator input is disabled: they take no value. */
export const DISABLE_INPUT_OPERATORS: ReadonlySet<OperatorId> = new Set([
  'IS_NOT_NULL',
  'IS_NULL',
  'LATEST_PARTITION',
  'IS_TRUE',
  'IS_FALSE',
]);

/** Form-data operator -> SQL text. */
const OPERATORS_TO_SQL: Readonly<Record<string, string>> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
  IN: 'IN',
  'NOT IN': 'NOT IN',
  LIKE: 'LIKE',
  ILIKE: 'ILIKE',
  'IS NOT NULL': 'IS NOT NULL',
  'IS NULL': 'IS NULL',
  'IS TRUE': 'IS TRUE',
  'IS FALSE': 'IS FALSE',
};

export function operatorToSql(operator: string): string {
  return OPERATORS_TO_SQL[operator.toUpperCase()] ?? operator;
}

export function isOperatorId(value: unknown): value is OperatorId {
  return typeof value === 'string' && Object.hasOwn(OPERATORS, value);
}

/**
 * The operator id a saved filter meant, for filters written without one (older charts, other
 * tools): `==` with a boolean comparator is a truth check.
 */
export function inferOperatorId(operator: string | null | undefined, comparator: unknown): OperatorId | undefined {
  if (!operator) return undefined;
  const upper = operator.toUpperCase();
  if (upper === '==' && typeof comparator === 'boolean') return comparator ? 'IS_TRUE' : 'IS_FALSE';
  if (upper === 'IS TRUE') return 'IS_TRUE';
  if (upper === 'IS FALSE') return 'IS_FALSE';
  for (const id of OPERATOR_IDS) {
    if (OPERATORS[id].operation === upper && !TRUTH_CHECK_OPERATORS.has(id)) return id;
  }
  return upper === 'TEMPORAL_RANGE' ? 'TEMPORAL_RANGE' : undefined;
}
