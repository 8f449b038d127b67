import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';

type RelatedResourceValue = 'chart' | 'dashboard' | 'dataset' | 'database' | 'report' | 'annotation_layer';
type RelatedUserFieldValue = 'owners' | 'created_by' | 'changed_by';

const RelatedResource = builder.enumType('RelatedResource', {
  description: 'A resource whose list can be filtered by a related user.',
  values: {
    CHART: { value: 'chart', description: 'Charts (owners, created by, changed by).' },
    DASHBOARD: { value: 'dashboard', description: 'Dashboards (owners, created by, changed by).' },
    DATASET: { value: 'dataset', description: 'Datasets (owners, created by, changed by).' },
    DATABASE: { value: 'database', description: 'Database connections (created by, changed by; no owners).' },
    REPORT: { value: 'report', description: 'Reports and alerts (owners, created by, changed by).' },
    ANNOTATION_LAYER: {
      value: 'annotation_layer',
      description: 'Annotation layers (created by, changed by; no owners).',
    },
  } as const,
});

const RelatedUserField = builder.enumType('RelatedUserField', {
  description: 'Which relation between a resource and a user.',
  values: {
    OWNERS: { value: 'owners', description: 'The owners.' },
    CREATED_BY: { value: 'created_by', description: 'Who created it.' },
    CHANGED_BY: { value: 'changed_by', description: 'Who last changed it.' },
  } as const,
});

/** Resources without owners: REST has no `related/owners` for them. */
const WITHOUT_OWNERS: ReadonlySet<RelatedResourceValue> = new Set(['database', 'annotation_layer']);

const RELATED_MAX = 100;

const RelatedUser = builder.objectRef<{ value: number; text: string }>('RelatedUser').implement({
  description: 'A user a list filter offers (`GET /api/v1/<resource>/related/<field>`).',
  fields: (t) => ({
    userId: t.exposeInt('value', { description: 'The REST primary key of the user (what list filters take).' }),
    name: t.exposeString('text', { description: 'The first and last name.' }),
  }),
});

builder.queryField('relatedUsers', (t) =>
  t.field({
    type: [RelatedUser],
    description:
      'Active users a list filter offers for a relation of a resource (owners, created by, changed by), ordered by first name; needs read permission on the resource, as `GET /api/v1/<resource>/related/<field>` does.',
    args: {
      resource: t.arg({ type: RelatedResource, required: true, description: 'The resource listed.' }),
      field: t.arg({ type: RelatedUserField, required: true, description: 'The relation.' }),
      search: t.arg.string({
        description: 'Only users whose first name, last name or user name starts with this text.',
      }),
      first: t.arg.int({ description: `At most this many users (default and cap ${RELATED_MAX}).` }),
    },
    resolve: async (_root, args, ctx) => {
      const resource = args.resource as RelatedResourceValue;
      const field = args.field as RelatedUserFieldValue;
      if (field === 'owners' && WITHOUT_OWNERS.has(resource)) {
        throw new ValidationError(`A ${resource.replace('_', ' ')} has no owners; ask for CREATED_BY or CHANGED_BY.`);
      }
      const first = args.first ?? RELATED_MAX;
      if (!Number.isSafeInteger(first) || first < 1 || first > RELATED_MAX) {
        throw new ValidationError(`first must be between 1 and ${RELATED_MAX}.`);
      }
      const body = await ctx.rest.related(resource, field, {
        filter: args.search?.trim() ?? '',
        page: 0,
        page_size: first,
      });
      return body.result ?? [];
    },
  }),
);
