import type { FilterClause, FilterComparator } from '@chartroom/viz';
import { adhocFilterToSql } from './filters.ts';
import { CUSTOM_OPERATORS, HAVING_OPERATORS, MULTI_OPERATORS, OPERATORS, TRUTH_CHECK_OPERATORS } from './operators.ts';
import type { AdhocFilterDraft, ExploreColumn, ExploreDatasource, OperatorId } from './types.ts';

function isBooleanColumn(column: ExploreColumn | undefined): boolean {
  return Boolean(column?.type && /^BOOL/i.test(column.type.trim()));
}

// Superset offered truth checks on INT/INTEGER only; any integer type holds 0/1 flags just as well.
function isIntegerColumn(column: ExploreColumn | undefined): boolean {
  return Boolean(column?.type && /INT/i.test(column.type) && !/INTERVAL/i.test(column.type));
}

/**
 * Whether the operator select offers an operator for a subject: the latest-partition template only
 * on the partition column; truth checks on boolean, integer and calculated columns; a boolean column
 * otherwise only the null checks; a HAVING filter only the comparisons.
 */
export function isOperatorRelevant(
  operatorId: OperatorId,
  subject: string | null | undefined,
  datasource: ExploreDatasource,
  clause: FilterClause = 'WHERE',
): boolean {
  const column = datasource.columns.find((c) => c.column_name === subject);
  if (CUSTOM_OPERATORS.has(operatorId)) {
    return Boolean(subject && datasource.partitionColumn && subject === datasource.partitionColumn);
  }
  if (clause === 'HAVING') return HAVING_OPERATORS.has(operatorId);
  if (TRUTH_CHECK_OPERATORS.has(operatorId)) {
    return isBooleanColumn(column) || isIntegerColumn(column) || Boolean(column?.expression);
  }
  if (isBooleanColumn(column)) return operatorId === 'IS_NULL' || operatorId === 'IS_NOT_NULL';
  return operatorId !== 'TEMPORAL_RANGE';
}

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/**
 * The filter after the user picks another operator: a multi-value operator turns the value into a
 * list, a single-value one keeps the first item, truth checks set a boolean, and the partition
 * operator turns the filter into Custom SQL (WHERE) holding the latest-partition template.
 */
export function filterAfterOperatorChange(
  filter: AdhocFilterDraft,
  operatorId: OperatorId,
  datasource?: ExploreDatasource,
): AdhocFilterDraft {
  const { comparator } = filter;
  let next: FilterComparator | undefined;
  if (MULTI_OPERATORS.has(operatorId)) {
    next = Array.isArray(comparator) ? comparator : ([comparator].filter(isPresent) as FilterComparator);
  } else {
    next = Array.isArray(comparator) ? (comparator[0] ?? null) : comparator;
  }
  if (TRUTH_CHECK_OPERATORS.has(operatorId)) next = operatorId === 'IS_TRUE';
  if (operatorId === 'IS_NULL' || operatorId === 'IS_NOT_NULL') next = null;
  const operator = OPERATORS[operatorId].operation;
  if (CUSTOM_OPERATORS.has(operatorId)) {
    const simple = { ...filter, operator, operatorId };
    return {
      ...filter,
      expressionType: 'SQL',
      clause: 'WHERE',
      sqlExpression: adhocFilterToSql(simple, datasource),
      subject: null,
      operator: null,
      operatorId: null,
      comparator: null,
    };
  }
  return { ...filter, operatorId, operator, comparator: next };
}

/**
 * The filter after the user picks another subject: WHERE for a column, HAVING for a metric (saved
 * metric name or adhoc label), and the operator kept only while it is still offered for the subject.
 */
export function filterAfterSubjectChange(
  filter: AdhocFilterDraft,
  subject: string,
  datasource: ExploreDatasource,
): AdhocFilterDraft {
  const isColumn = datasource.columns.some((c) => c.column_name === subject);
  const clause: FilterClause = isColumn ? 'WHERE' : 'HAVING';
  const keep =
    filter.operatorId !== null &&
    filter.operatorId !== undefined &&
    Boolean(filter.operator) &&
    isOperatorRelevant(filter.operatorId, subject, datasource, clause);
  return {
    ...filter,
    expressionType: 'SIMPLE',
    subject,
    clause,
    operator: keep && filter.operatorId ? OPERATORS[filter.operatorId].operation : null,
    operatorId: keep ? filter.operatorId : null,
  };
}
