import type { FilterComparator } from '@chartroom/viz';
import {
  CUSTOM_OPERATORS,
  inferOperatorId,
  isOperatorId,
  MULTI_OPERATORS,
  NULL_CHECK_OPERATORS,
  OPERATORS,
  operatorToSql,
  TRUTH_CHECK_OPERATORS,
} from './operators.ts';
import { newOptionName } from './option-name.ts';
import type { AdhocFilterDraft, AdhocFilterInput, ExploreDatasource } from './types.ts';

const LABEL_MAX = 43;

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean' || isNumeric(value)) return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * The WHERE/HAVING text of a simple filter, as the filter pill and the Custom SQL tab show it:
 * `country IN ('FR', 'DE')`. Numbers and booleans stay bare; strings are quoted with quotes doubled.
 * `operator` is a form-data operator (`==`, `IN`) or already SQL (`=`).
 */
export function simpleFilterSql(
  subject: string | null | undefined,
  operator: string | null | undefined,
  comparator: FilterComparator | undefined,
): string {
  let expression = subject ?? '';
  if (!subject || !operator) return expression;
  const sqlOperator = operatorToSql(operator);
  expression += ` ${sqlOperator}`;
  const isMulti = sqlOperator === 'IN' || sqlOperator === 'NOT IN';
  const values =
    comparator === undefined || comparator === null ? [] : Array.isArray(comparator) ? comparator : [comparator];
  if (values.length === 0) return expression;
  const literals = values.map(sqlLiteral).join(', ');
  return `${expression} ${isMulti ? `(${literals})` : literals}`;
}

function partitionSql(subject: string | null | undefined, datasource: ExploreDatasource | undefined): string {
  const table = [datasource?.schema, datasource?.datasource_name].filter(Boolean).join('.');
  return `${subject ?? ''} = '{{ presto.latest_partition('${table}') }}'`;
}

function sqlOf(filter: AdhocFilterInput): string | null {
  return 'sqlExpression' in filter && typeof filter.sqlExpression === 'string' ? filter.sqlExpression : null;
}

/** The SQL a filter applies: its own text for a Custom SQL filter, the simple form's translation otherwise. */
export function adhocFilterToSql(filter: AdhocFilterInput, datasource?: ExploreDatasource): string {
  const own = sqlOf(filter);
  if (filter.expressionType === 'SQL' && own !== null) return own;
  const operatorId = 'operatorId' in filter ? filter.operatorId : undefined;
  if (operatorId === 'LATEST_PARTITION' || filter.operator === OPERATORS.LATEST_PARTITION.operation) {
    return partitionSql(filter.subject, datasource);
  }
  return simpleFilterSql(filter.subject, filter.operator, filter.comparator);
}

/**
 * A filter in the shape the editor works on: a default clause and expression type, the operator
 * upper-cased and its id inferred when missing, truth checks with a boolean comparator, null checks
 * with none, a SQL filter with its text (translated from the simple form when it had none), and an
 * option name to key it by.
 */
export function normalizeAdhocFilter(
  filter: AdhocFilterInput,
  options: { datasource?: ExploreDatasource; optionName?: () => string } = {},
): AdhocFilterDraft {
  const expressionType = filter.expressionType ?? 'SIMPLE';
  const rawOperatorId = 'operatorId' in filter ? filter.operatorId : undefined;
  const operator = typeof filter.operator === 'string' ? filter.operator.toUpperCase() : null;
  const operatorId = isOperatorId(rawOperatorId)
    ? rawOperatorId
    : (inferOperatorId(operator, filter.comparator) ?? null);
  const common = {
    filterOptionName: filter.filterOptionName || (options.optionName ?? (() => newOptionName('filter')))(),
    ...(filter.isExtra ? { isExtra: true } : {}),
    ...(filter.isNew ? { isNew: true } : {}),
  };
  if (expressionType === 'SIMPLE') {
    let comparator = filter.comparator;
    if (operatorId && TRUTH_CHECK_OPERATORS.has(operatorId)) comparator = operatorId === 'IS_TRUE';
    if (operatorId && NULL_CHECK_OPERATORS.has(operatorId)) comparator = null;
    return {
      expressionType,
      subject: filter.subject ?? null,
      operator,
      operatorId,
      ...(comparator === undefined ? {} : { comparator }),
      clause: filter.clause || 'WHERE',
      sqlExpression: null,
      ...common,
    };
  }
  const sqlExpression = sqlOf(filter) ?? adhocFilterToSql({ ...filter, expressionType: 'SIMPLE' }, options.datasource);
  const keepsTruthCheck = operatorId !== null && TRUTH_CHECK_OPERATORS.has(operatorId);
  return {
    expressionType,
    sqlExpression,
    clause: filter.clause || 'WHERE',
    subject: keepsTruthCheck ? (filter.subject ?? null) : null,
    operator: keepsTruthCheck ? operator : null,
    operatorId: keepsTruthCheck ? operatorId : null,
    comparator: keepsTruthCheck ? (filter.comparator ?? null) : null,
    ...common,
  };
}

function hasValue(comparator: FilterComparator | undefined): boolean {
  if (comparator === undefined || comparator === null) return false;
  if (Array.isArray(comparator)) return comparator.length > 0;
  // An untouched text box: the filter would compare against '' by accident.
  return comparator !== '';
}

/**
 * Whether a filter can be saved and run. Null checks need a subject and operator; truth checks a
 * subject and a boolean; the others a subject, operator, clause and a value (a non-empty list for
 * IN / NOT IN); a Custom SQL filter its text and clause.
 */
export function isAdhocFilterValid(filter: AdhocFilterInput): boolean {
  if ((filter.expressionType ?? 'SIMPLE') === 'SQL') return Boolean(sqlOf(filter)?.trim() && filter.clause);
  const rawId = 'operatorId' in filter ? filter.operatorId : undefined;
  const operatorId = isOperatorId(rawId) ? rawId : inferOperatorId(filter.operator, filter.comparator);
  if (!filter.subject || !filter.operator) return false;
  if (operatorId && NULL_CHECK_OPERATORS.has(operatorId)) return true;
  if (operatorId && TRUTH_CHECK_OPERATORS.has(operatorId))
    return filter.comparator !== null && filter.comparator !== undefined;
  if (operatorId && CUSTOM_OPERATORS.has(operatorId)) return true;
  if (operatorId && MULTI_OPERATORS.has(operatorId) && !Array.isArray(filter.comparator)) return false;
  return Boolean(filter.clause ?? 'WHERE') && hasValue(filter.comparator);
}

/** The text of a filter pill: its SQL, cut to 40 characters and an ellipsis when longer than 42. */
export function adhocFilterLabel(filter: AdhocFilterInput, datasource?: ExploreDatasource): string {
  const label = adhocFilterToSql(filter, datasource);
  return label.length < LABEL_MAX ? label : `${label.slice(0, 40)}...`;
}
