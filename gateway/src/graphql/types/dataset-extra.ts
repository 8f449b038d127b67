import { builder } from '../builder.ts';
import { parseJsonObject } from '../json.ts';
import type { RestDataset } from '../rest-types.ts';
import { DatasetRef } from './dataset.ts';

/**
 * What a dataset's `extra` JSON says, as Superset reads it: `certification.certified_by` and
 * `certification.details`, `warning_markdown`, and `disallow_adhoc_metrics` (only saved metrics).
 */
function extraOf(dataset: RestDataset): Record<string, unknown> {
  return parseJsonObject(dataset.extra, `dataset ${dataset.id} extra`) ?? {};
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function certification(dataset: RestDataset): { certified_by?: unknown; details?: unknown } {
  const value = extraOf(dataset).certification;
  return value && typeof value === 'object' ? (value as { certified_by?: unknown; details?: unknown }) : {};
}

builder.objectFields(DatasetRef, (t) => ({
  isCertified: t.boolean({
    description: 'True when someone certified the dataset (extra.certification.certified_by is set).',
    resolve: (d) => text(certification(d).certified_by) !== null,
  }),
  certifiedBy: t.string({
    nullable: true,
    description: 'Who certified the dataset (extra.certification.certified_by).',
    resolve: (d) => text(certification(d).certified_by),
  }),
  certificationDetails: t.string({
    nullable: true,
    description: 'Details of the certification (extra.certification.details).',
    resolve: (d) => text(certification(d).details),
  }),
  warningMarkdown: t.string({
    nullable: true,
    description: "A warning about the dataset in markdown (extra.warning_markdown), shown beside the dataset's name.",
    resolve: (d) => text(extraOf(d).warning_markdown),
  }),
  disallowAdhocMetrics: t.boolean({
    description:
      'True when charts of the dataset may use only its saved metrics (extra.disallow_adhoc_metrics): explore offers no Simple or Custom SQL metric, and chart data refuses ad-hoc metrics.',
    resolve: (d) => extraOf(d).disallow_adhoc_metrics === true,
  }),
}));
