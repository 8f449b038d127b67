import { METRIC_AGGREGATES, type MetricAggregate } from '@chartroom/viz';
import { newOptionName } from './option-name.ts';
import type { AdhocMetricDraft, AdhocMetricInput, ExploreColumn } from './types.ts';

const LABEL_MAX = 43;

// What the simple tab writes, so switching a SQL metric back to Simple can recover column and aggregate.
const GENERATED_METRIC = /^\s*(SUM|AVG|MAX|MIN|COUNT)\(\s*(DISTINCT\s+)?([A-Za-z0-9_."]+)\s*\)\s*$/i;
const COUNT_DISTINCT_CALL = /^\s*COUNT_DISTINCT\(\s*([A-Za-z0-9_."]+)\s*\)\s*$/i;

function isAggregate(value: unknown): value is MetricAggregate {
  return typeof value === 'string' && (METRIC_AGGREGATES as readonly string[]).includes(value);
}

/**
 * The aggregate and column of a SQL metric that the Simple tab could have written (`SUM(num)`,
 * `COUNT(DISTINCT name)`, `COUNT_DISTINCT(name)`), or null for anything else.
 */
export function inferSqlMetric(
  sqlExpression: string | null | undefined,
): { aggregate: MetricAggregate; columnName: string } | null {
  if (!sqlExpression) return null;
  const distinct = COUNT_DISTINCT_CALL.exec(sqlExpression);
  if (distinct?.[1]) return { aggregate: 'COUNT_DISTINCT', columnName: distinct[1].replace(/"/g, '') };
  const match = GENERATED_METRIC.exec(sqlExpression);
  if (!match?.[1] || !match[3]) return null;
  const aggregate = match[2] ? 'COUNT_DISTINCT' : match[1].toUpperCase();
  if (!isAggregate(aggregate)) return null;
  return { aggregate, columnName: match[3].replace(/"/g, '') };
}

/**
 * The SQL of a metric: its own text for Custom SQL, `AGG(column)` for a simple one;
 * `transformCountDistinct` writes COUNT_DISTINCT as `COUNT(DISTINCT column)`, which databases understand.
 */
export function adhocMetricToSql(
  metric: AdhocMetricInput,
  options: { transformCountDistinct?: boolean; useVerboseName?: boolean } = {},
): string {
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  const column = metric.column ?? null;
  const aggregate = metric.aggregate ?? '';
  const name = options.useVerboseName && column?.verbose_name ? column.verbose_name : column?.column_name;
  if (options.transformCountDistinct && aggregate === 'COUNT_DISTINCT' && name) return `COUNT(DISTINCT ${name})`;
  return `${aggregate}${name ? `(${name})` : ''}`;
}

function defaultLabel(metric: AdhocMetricInput): string {
  const label = adhocMetricToSql(metric, { useVerboseName: true });
  return label.length < LABEL_MAX ? label : `${label.slice(0, 40)}...`;
}

/** The name a metric shows: the user's label, else its SQL (verbose column names, cut at 40 characters). */
export function adhocMetricLabel(metric: AdhocMetricInput): string {
  if (metric.hasCustomLabel && metric.label) return metric.label;
  return defaultLabel(metric);
}

/**
 * A metric in the shape the editor works on. A SIMPLE metric without column or aggregate recovers
 * them from its SQL when the Simple tab could have written it; a SQL metric without text gets the
 * simple form's SQL. The label is the user's only while `hasCustomLabel` says so.
 */
export function normalizeAdhocMetric(
  metric: AdhocMetricInput,
  options: { columns?: readonly ExploreColumn[]; optionName?: () => string } = {},
): AdhocMetricDraft {
  const expressionType = metric.expressionType ?? 'SIMPLE';
  let draft: Omit<AdhocMetricDraft, 'label' | 'hasCustomLabel' | 'optionName'>;
  if (expressionType === 'SIMPLE') {
    const inferred = inferSqlMetric(metric.sqlExpression);
    const column =
      metric.column ??
      (inferred ? (options.columns?.find((c) => c.column_name === inferred.columnName) ?? null) : null);
    draft = {
      expressionType,
      column: column ? { ...column } : null,
      aggregate: metric.aggregate ?? inferred?.aggregate ?? null,
      sqlExpression: null,
    };
  } else {
    draft = {
      expressionType,
      sqlExpression:
        typeof metric.sqlExpression === 'string'
          ? metric.sqlExpression
          : adhocMetricToSql({ ...metric, expressionType: 'SIMPLE' }),
      column: null,
      aggregate: null,
    };
  }
  const hasCustomLabel = Boolean(metric.hasCustomLabel && metric.label);
  return {
    ...draft,
    hasCustomLabel,
    label: hasCustomLabel && metric.label ? metric.label : defaultLabel(draft),
    optionName: metric.optionName || (options.optionName ?? (() => newOptionName('metric')))(),
    ...('isNew' in metric && metric.isNew ? { isNew: true } : {}),
  };
}

/** A SIMPLE metric needs a column and an aggregate; a SQL metric its text. */
export function isAdhocMetricValid(metric: AdhocMetricInput): boolean {
  if ((metric.expressionType ?? 'SIMPLE') === 'SQL') return Boolean(metric.sqlExpression?.trim());
  return Boolean(metric.column?.column_name && isAggregate(metric.aggregate));
}
