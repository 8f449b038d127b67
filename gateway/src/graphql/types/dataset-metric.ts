import { builder } from '../builder.ts';
import { parseJsonObject } from '../json.ts';
import type { RestDatasetMetric } from '../rest-types.ts';

function certification(metric: RestDatasetMetric): { certified_by?: unknown; details?: unknown } {
  const extra = parseJsonObject(metric.extra, `metric ${metric.id} extra`);
  const value = extra?.certification;
  return value && typeof value === 'object' ? (value as { certified_by?: unknown; details?: unknown }) : {};
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const DatasetMetricRef = builder.objectRef<RestDatasetMetric>('DatasetMetric').implement({
  description: 'A saved metric of a dataset: a named SQL aggregate charts can use.',
  fields: (t) => ({
    metricId: t.exposeInt('id', { description: 'The REST primary key of the metric.' }),
    metricName: t.exposeString('metric_name', { description: 'The metric name.' }),
    verboseName: t.string({ nullable: true, description: 'The display name.', resolve: (m) => m.verbose_name ?? null }),
    expression: t.exposeString('expression', { description: 'The SQL aggregate expression.' }),
    metricType: t.string({
      nullable: true,
      description: 'The metric type (e.g. count, sum).',
      resolve: (m) => m.metric_type ?? null,
    }),
    description: t.string({ nullable: true, description: 'The description.', resolve: (m) => m.description ?? null }),
    d3format: t.string({
      nullable: true,
      description: 'The d3 number format of the values.',
      resolve: (m) => m.d3format ?? null,
    }),
    currency: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The currency of the values.',
      resolve: (m) => m.currency ?? null,
    }),
    isCertified: t.boolean({
      description: 'True when someone certified the metric.',
      resolve: (m) => text(certification(m).certified_by) !== null,
    }),
    certifiedBy: t.string({
      nullable: true,
      description: 'Who certified the metric.',
      resolve: (m) => text(certification(m).certified_by),
    }),
    certificationDetails: t.string({
      nullable: true,
      description: 'Details of the certification.',
      resolve: (m) => text(certification(m).details),
    }),
    warningText: t.string({
      nullable: true,
      description: 'A warning shown beside the metric.',
      resolve: (m) => m.warning_text ?? null,
    }),
  }),
});
