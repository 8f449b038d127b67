import { builder } from '../builder.ts';

/** The resources whose `_info` reports the viewer's permissions, by their REST path segment. */
export const ViewerPermissionResource = builder.enumType('ViewerPermissionResource', {
  description: 'A resource whose permissions the viewer can ask for.',
  values: {
    CHART: { value: 'chart', description: 'Charts (`/api/v1/chart/`).' },
    DASHBOARD: { value: 'dashboard', description: 'Dashboards (`/api/v1/dashboard/`).' },
    DATASET: { value: 'dataset', description: 'Datasets (`/api/v1/dataset/`).' },
    DATABASE: { value: 'database', description: 'Database connections (`/api/v1/database/`).' },
    REPORT: { value: 'report', description: 'Reports and alerts (`/api/v1/report/`).' },
    ANNOTATION_LAYER: { value: 'annotation_layer', description: 'Annotation layers (`/api/v1/annotation_layer/`).' },
  } as const,
});

builder.queryField('viewerPermissions', (t) =>
  t.stringList({
    description:
      "The viewer's permissions on a resource, e.g. `can_read`, `can_write`, `can_export` (the `permissions` of `GET /api/v1/<resource>/_info`). FORBIDDEN when the viewer may not read the resource, as REST answers 403.",
    args: {
      resource: t.arg({ type: ViewerPermissionResource, required: true, description: 'The resource.' }),
    },
    resolve: async (_root, { resource }, ctx) => {
      // Memoised per request, so viewerCanDelete and this field share one `_info` call.
      const info = await ctx.rest.resourcePermissions(resource);
      return Array.isArray(info.permissions) ? info.permissions.filter((p) => typeof p === 'string') : [];
    },
  }),
);
