/**
 * The machinery of Superset's `migrate_viz`: a legacy chart's form data becomes the form data of the
 * viz type that replaced it. Each processor is data (keys to rename or drop, whether the new type
 * has an x-axis control) plus an optional step that adjusts the form data first. Pure: the input
 * is never mutated.
 */

export type FormData = Record<string, unknown>;

/** What a processor's first step may change besides the form data it is given. */
export interface PreActionOutcome {
  /** A viz type other than the processor's default target (a line chart with step interpolation). */
  target?: string;
}

export interface VizMigration {
  /** The legacy viz_type this processor upgrades. */
  readonly source: string;
  /** The viz_type it becomes (unless `preAction` picks another). */
  readonly target: string;
  readonly renameKeys: Readonly<Record<string, string>>;
  readonly removeKeys: readonly string[];
  /** The new type reads its time column from `x_axis` (the legacy `granularity_sqla` moves there). */
  readonly hasXAxisControl: boolean;
  /** Adjusts a copy of the form data before keys are renamed and removed. */
  readonly preAction?: (data: FormData) => PreActionOutcome | undefined;
  /** Adjusts the migrated form data after the time filter was added. */
  readonly afterTemporalFilter?: (data: FormData) => void;
}

/** Superset's DEFAULT_TIME_FILTER: what a legacy chart without a time range filtered on. */
export const DEFAULT_TIME_FILTER = 'No filter';
/** Superset's TimeGrain.DAY: the grain a migrated x-axis gets when the chart named none. */
const DEFAULT_TIME_GRAIN = 'P1D';

export class VizMigrationError extends Error {
  override readonly name = 'VizMigrationError';
}

/**
 * The legacy time column and time range become a TEMPORAL_RANGE adhoc filter (and the x-axis, for
 * types that have one), as Superset's migration does. The time range is dropped in any case.
 */
function migrateTemporalFilter(data: FormData, hasXAxisControl: boolean): void {
  const granularity = data.granularity_sqla;
  const timeRange = data.time_range || DEFAULT_TIME_FILTER;
  delete data.granularity_sqla;
  delete data.time_range;
  if (!granularity) return;
  if (hasXAxisControl) {
    data.x_axis = granularity;
    data.time_grain_sqla = data.time_grain_sqla || DEFAULT_TIME_GRAIN;
  }
  const adhoc = granularity !== null && typeof granularity === 'object' ? (granularity as FormData) : null;
  const filter: FormData = adhoc
    ? {
        clause: 'WHERE',
        subject: adhoc.label,
        operator: 'TEMPORAL_RANGE',
        comparator: null,
        expressionType: 'SQL',
        sqlExpression: adhoc.sqlExpression,
      }
    : {
        clause: 'WHERE',
        subject: granularity,
        operator: 'TEMPORAL_RANGE',
        comparator: timeRange,
        expressionType: 'SIMPLE',
      };
  const existing = Array.isArray(data.adhoc_filters) ? data.adhoc_filters : [];
  data.adhoc_filters = [...existing, filter];
}

/** Runs one processor over form data whose viz_type is its source; other form data comes back as a copy. */
export function applyVizMigration(
  migration: VizMigration,
  formData: FormData,
): { vizType: string; formData: FormData } {
  const data: FormData = structuredClone(formData);
  const outcome = migration.preAction?.(data);
  const target = outcome?.target ?? migration.target;
  if (data.viz_type !== migration.source) return { vizType: target, formData: data };
  data.viz_type = target;
  // A form data that already holds a renamed key's new name keeps the value of the old name.
  for (const [from, to] of Object.entries(migration.renameKeys)) {
    if (from in data && to in data) delete data[to];
  }
  const removed = new Set(migration.removeKeys);
  const out: FormData = {};
  for (const [key, value] of Object.entries(data)) {
    const renamed = Object.hasOwn(migration.renameKeys, key) ? migration.renameKeys[key] : undefined;
    if (renamed !== undefined) {
      if (renamed in out) throw new VizMigrationError(`Duplicate key in target viz: ${renamed}`);
      out[renamed] = value;
      continue;
    }
    if (removed.has(key)) continue;
    out[key] = value;
  }
  migrateTemporalFilter(out, migration.hasXAxisControl);
  migration.afterTemporalFilter?.(out);
  return { vizType: target, formData: out };
}
