import { areaMigration } from './area.ts';
import { barMigration } from './bar.ts';
import { bubbleMigration } from './bubble.ts';
import { distBarMigration } from './dist-bar.ts';
import { dualLineMigration } from './dual-line.ts';
import { heatmapMigration } from './heatmap.ts';
import { histogramMigration } from './histogram.ts';
import { lineMigration } from './line.ts';
import { applyVizMigration, type FormData, type VizMigration, VizMigrationError } from './migrate-viz.ts';
import { pivotTableMigration } from './pivot-table.ts';
import { sankeyMigration } from './sankey.ts';
import { sunburstMigration } from './sunburst.ts';
import { treemapMigration } from './treemap.ts';

export type { FormData, VizMigration } from './migrate-viz.ts';
export { applyVizMigration, DEFAULT_TIME_FILTER, VizMigrationError } from './migrate-viz.ts';

/** Superset's processors, one per legacy viz type. */
export const VIZ_MIGRATIONS: readonly VizMigration[] = [
  areaMigration,
  barMigration,
  bubbleMigration,
  distBarMigration,
  dualLineMigration,
  heatmapMigration,
  histogramMigration,
  lineMigration,
  pivotTableMigration,
  sankeyMigration,
  sunburstMigration,
  treemapMigration,
];

const BY_SOURCE = new Map(VIZ_MIGRATIONS.map((m) => [m.source, m]));

/** Where Superset keeps a migrated chart's original form data, inside its params. */
export const FORM_DATA_BAK = 'form_data_bak';

export interface MigratedChart {
  vizType: string;
  formData: FormData;
  /** False when the viz type is current (or the form data could not be migrated: `error` says why). */
  migrated: boolean;
  error?: string;
}

export function isLegacyVizType(vizType: string): boolean {
  return BY_SOURCE.has(vizType);
}

/**
 * A chart's viz type and form data as Superset's viz migrations leave them; a current type comes
 * back unchanged. The chart's own viz type is authoritative (saved params may lack or lag it).
 */
export function migrateChart(vizType: string, formData: FormData): MigratedChart {
  const migration = BY_SOURCE.get(vizType);
  if (!migration) return { vizType, formData, migrated: false };
  const { [FORM_DATA_BAK]: _backup, ...params } = formData;
  try {
    const out = applyVizMigration(migration, { ...params, viz_type: vizType });
    return { vizType: out.vizType, formData: out.formData, migrated: true };
  } catch (error) {
    if (!(error instanceof VizMigrationError)) throw error;
    return { vizType, formData, migrated: false, error: error.message };
  }
}

/**
 * A chart being imported: migrated, with its original form data kept under `form_data_bak` (as
 * Superset's upgrade keeps it) so that an export can give the original back.
 */
export function migrateForImport(vizType: string, formData: FormData): { vizType: string; formData: FormData } {
  const out = migrateChart(vizType, formData);
  if (!out.migrated) return { vizType, formData };
  return { vizType: out.vizType, formData: { ...out.formData, [FORM_DATA_BAK]: { ...formData, viz_type: vizType } } };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value as FormData)
      .sort()
      .map((key) => [key, sortKeys((value as FormData)[key])]),
  );
}

/**
 * What an export writes for a chart: the original legacy form data when the chart is still what
 * the import made of it, so a round trip gives back the file that came in; a chart edited since
 * is written as it is now.
 */
export function chartForExport(vizType: string, formData: FormData): { vizType: string; formData: FormData } {
  const backup = formData[FORM_DATA_BAK];
  if (backup === null || typeof backup !== 'object' || Array.isArray(backup)) return { vizType, formData };
  const original = backup as FormData;
  const originalType = typeof original.viz_type === 'string' ? original.viz_type : null;
  if (!originalType) return { vizType, formData };
  const again = migrateChart(originalType, original);
  const { [FORM_DATA_BAK]: _backup, ...current } = formData;
  if (again.migrated && again.vizType === vizType && sameJson(again.formData, current)) {
    return { vizType: originalType, formData: original };
  }
  return { vizType, formData };
}
