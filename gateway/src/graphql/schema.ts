import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
// Each import registers its types on the builder; the order only matters for readability.
import './types/scalars.ts';
import './types/node.ts';
import './types/user.ts';
import './types/dataset-column.ts';
import './types/dataset-metric.ts';
import './types/dataset.ts';
import './types/order.ts';
import './types/dashboard.ts';
import './types/dashboard-connection.ts';
import './types/chart-data.ts';
import './types/chart.ts';
import './types/chart-data-result.ts';
import './types/chart-connection.ts';
import './types/viewer.ts';
import './types/mutation-error.ts';
import './types/dashboard-layout.ts';
import './types/dashboard-details.ts';
import './types/dashboard-view.ts';
import './types/dashboard-mutations.ts';
import './types/chart-mutations.ts';
import './types/database.ts';
import './types/database-introspection.ts';
import './types/dataset-mutations.ts';
import './types/dataset-editor.ts';
import './types/permalink.ts';
import './types/filter-set.ts';
import './types/recent-activity.ts';
import './types/async-job.ts';
import './types/report.ts';
import './types/annotation-layer.ts';
import './types/annotation-layer-mutations.ts';
import './types/import-bundle.ts';
import './types/role.ts';
import './types/user-connection.ts';
import './types/role-admin.ts';
import './types/user-admin.ts';
import './types/filter-set-connection.ts';
import './types/time-range.ts';
import './types/viz-type.ts';
import './types/dashboard-settings-mutations.ts';
import './types/database-upload.ts';
import './types/chart-job-cancel.ts';
import './types/viewer-can-delete.ts';
import './types/dataset-samples.ts';
import './types/permalink-state.ts';
import './types/temporary-state.ts';
import './types/chart-warm-up.ts';
import './types/export-bundle.ts';
import './types/feature-flags.ts';
import './types/viewer-permissions.ts';
import './types/related-users.ts';
import './types/sqllab-requested-query.ts';

let schema: GraphQLSchema | undefined;

/** The gateway's schema, built once per process (toSchema is not cheap and the types never change). */
export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}
