import * as aq from 'arquero';
import { PostProcessingError } from './errors.ts';
import { type Frame, flatColumn, type Table } from './frame.ts';

const { op } = aq;

/** An arquero aggregate expression: `op.sum(column)` builds one, though its typing says number. */
export type AggregateExpr = object;
export const asExpr = (value: unknown): AggregateExpr => value as AggregateExpr;

interface AggregateSpec {
  operator?: unknown;
  column?: unknown;
  options?: unknown;
}

export interface ResolvedAggregate {
  /** Output label. */
  name: string;
  /** Source column label. */
  column: string;
  /** Builds the arquero aggregate over a table column id. */
  make: (id: string) => AggregateExpr;
  /** What pandas answers for a group with no values (sum 0, product 1); arquero answers nothing. */
  empty: number | null;
}

const EMPTY: Record<string, number> = { sum: 0, nansum: 0, prod: 1, product: 1, count: 0 };

/** Gives groups without values the pandas answer for the aggregates that have one. */
export function fillEmptyGroups(table: Table, outputs: readonly { id: string; aggregate: ResolvedAggregate }[]): Table {
  const fills = outputs.filter((o) => o.aggregate.empty !== null);
  if (fills.length === 0) return table;
  return table
    .derive(
      Object.fromEntries(
        fills.map((o) => [o.id, aq.escape((d: Record<string, unknown>) => d[o.id] ?? o.aggregate.empty)]),
      ) as never,
    )
    .reify();
}

function percentileOf(options: Record<string, unknown>, operator: string): number {
  const q = options.q;
  if (typeof q !== 'number' || !(q >= 0 && q <= 100)) {
    throw new PostProcessingError(`${operator} needs options.q, a number between 0 and 100`);
  }
  return q / 100;
}

function ddofOf(options: Record<string, unknown>, operator: string): number {
  const ddof = options.ddof ?? 0;
  if (ddof !== 0 && ddof !== 1) throw new PostProcessingError(`${operator} supports options.ddof 0 or 1 only`);
  return ddof;
}

/**
 * The numpy function names the reference accepts for aggregate and pivot, mapped to arquero
 * aggregates. Nulls are skipped (pandas dispatches these to its NaN-skipping reductions) except by
 * `count`, which counts rows (numpy.ma.count on an unmasked column); `std`
 * and `var` are population statistics unless `options.ddof` is 1, as in numpy.
 */
const OPERATORS: Record<string, (options: Record<string, unknown>, operator: string) => (id: string) => AggregateExpr> =
  {
    sum: () => (id) => asExpr(op.sum(id)),
    nansum: () => (id) => asExpr(op.sum(id)),
    mean: () => (id) => asExpr(op.mean(id)),
    nanmean: () => (id) => asExpr(op.mean(id)),
    average: () => (id) => asExpr(op.mean(id)),
    median: () => (id) => asExpr(op.median(id)),
    nanmedian: () => (id) => asExpr(op.median(id)),
    min: () => (id) => asExpr(op.min(id)),
    nanmin: () => (id) => asExpr(op.min(id)),
    max: () => (id) => asExpr(op.max(id)),
    nanmax: () => (id) => asExpr(op.max(id)),
    prod: () => (id) => asExpr(op.product(id)),
    product: () => (id) => asExpr(op.product(id)),
    // numpy.ma.count as the reference calls it: every row of the group, missing values included.
    count: () => () => asExpr(op.count()),
    percentile: (o, name) => {
      const q = percentileOf(o, name);
      return (id) => asExpr(op.quantile(id, q));
    },
    nanpercentile: (o, name) => {
      const q = percentileOf(o, name);
      return (id) => asExpr(op.quantile(id, q));
    },
    std: (o, name) => (ddofOf(o, name) === 1 ? (id) => asExpr(op.stdev(id)) : (id) => asExpr(op.stdevp(id))),
    var: (o, name) => (ddofOf(o, name) === 1 ? (id) => asExpr(op.variance(id)) : (id) => asExpr(op.variancep(id))),
  };

export const AGGREGATE_OPERATORS = Object.keys(OPERATORS);

/** Validates `aggregates` ({name: {operator, column?, options?}}) against a flat frame. */
export function resolveAggregates(frame: Frame, aggregates: Record<string, AggregateSpec>): ResolvedAggregate[] {
  return Object.entries(aggregates).map(([name, spec]) => {
    const column = spec.column ?? name;
    if (typeof column !== 'string') throw new PostProcessingError(`Aggregate ${name}: column must be a string`);
    if (!frame.columns.some((c) => c.path[0] === column)) {
      throw new PostProcessingError(`Column referenced by aggregate is undefined: ${column}`);
    }
    if (spec.operator === undefined) throw new PostProcessingError(`Operator undefined for aggregator: ${name}`);
    const factory = typeof spec.operator === 'string' ? OPERATORS[spec.operator] : undefined;
    if (!factory) throw new PostProcessingError(`Invalid numpy function: ${String(spec.operator)}`);
    const options = spec.options ?? {};
    if (typeof options !== 'object' || options === null) {
      throw new PostProcessingError(`Aggregate ${name}: options must be an object`);
    }
    const operator = spec.operator as string;
    return {
      name,
      column,
      make: factory(options as Record<string, unknown>, operator),
      empty: EMPTY[operator] ?? null,
    };
  });
}

/** Table column id of an aggregate's source column in a flat frame. */
export function sourceId(frame: Frame, aggregate: ResolvedAggregate): string {
  return flatColumn(frame, aggregate.column).id;
}
