import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';
import { reloadDashboard, restIdOf, SaveDashboardPayload } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

interface RestSettingsSaved {
  last_modified_time: number;
}

const NativeFiltersChange = builder.inputType('NativeFiltersChangeInput', {
  description: 'A change to the native filters of a dashboard, as the filter configuration modal saves it.',
  fields: (t) => ({
    modified: t.field({
      type: ['JSON'],
      description: 'Filters added or changed: whole native filter objects, each with its string `id`.',
    }),
    deleted: t.stringList({ description: 'Ids of the filters to remove.' }),
    reordered: t.stringList({ description: 'Filter ids in their new order (filters not named go last).' }),
  }),
});

builder.mutationField('saveDashboardNativeFilters', (t) =>
  t.field({
    type: mutationResult('SaveDashboardNativeFilters', SaveDashboardPayload, 'The dashboard, or why it was refused.'),
    description:
      "Adds, changes, removes and reorders a dashboard's native filters (`PUT /api/v1/dashboard/{id}/filters`); needs edit permission.",
    args: {
      id: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      change: t.arg({ type: NativeFiltersChange, required: true, description: 'What to change.' }),
    },
    resolve: (_root, { id, change }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Dashboard');
        const modified = change.modified ?? [];
        if (modified.some((f) => !f || typeof f !== 'object' || Array.isArray(f))) {
          throw new ValidationError('Each modified filter must be a JSON object.', { modified: ['Not an object.'] });
        }
        const saved = await ctx.rest.put<RestSettingsSaved>(`/api/v1/dashboard/${pk}/filters`, {
          modified,
          deleted: change.deleted ?? [],
          reordered: change.reordered ?? [],
        });
        return { dashboard: await reloadDashboard(ctx, pk), lastModifiedTime: saved.last_modified_time };
      }),
  }),
);

const DashboardColors = builder.inputType('DashboardColorsInput', {
  description: 'The colour settings of a dashboard (stored in its json_metadata).',
  fields: (t) => ({
    colorScheme: t.string({ description: 'The categorical colour scheme name.' }),
    colorNamespace: t.string({ description: 'The colour namespace shared by its charts.' }),
    labelColors: t.field({ type: 'JSON', description: 'Custom colours per label: {label: "#hex"}.' }),
    sharedLabelColors: t.field({ type: 'JSON', description: 'Labels that keep one colour across charts.' }),
    mapLabelColors: t.field({ type: 'JSON', description: 'The label -> colour map the dashboard applied.' }),
    colorSchemeDomain: t.stringList({ description: 'The colours of the scheme, in order.' }),
  }),
});

/** GraphQL names -> the json_metadata keys `PUT /dashboard/{id}/colors` takes; unset fields are left alone. */
export function colorsBody(input: typeof DashboardColors.$inferInput): Record<string, unknown> {
  const keys = {
    colorScheme: 'color_scheme',
    colorNamespace: 'color_namespace',
    labelColors: 'label_colors',
    sharedLabelColors: 'shared_label_colors',
    mapLabelColors: 'map_label_colors',
    colorSchemeDomain: 'color_scheme_domain',
  } as const;
  const body: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(keys)) {
    const value = input[field as keyof typeof keys];
    if (value !== undefined && value !== null) body[key] = value;
  }
  return body;
}

builder.mutationField('saveDashboardColors', (t) =>
  t.field({
    type: mutationResult('SaveDashboardColors', SaveDashboardPayload, 'The dashboard, or why it was refused.'),
    description:
      "Saves a dashboard's colour scheme and label colours (`PUT /api/v1/dashboard/{id}/colors`); needs edit permission.",
    args: {
      id: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      colors: t.arg({ type: DashboardColors, required: true, description: 'The colour settings to change.' }),
    },
    resolve: (_root, { id, colors }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Dashboard');
        const saved = await ctx.rest.put<RestSettingsSaved>(`/api/v1/dashboard/${pk}/colors`, colorsBody(colors));
        return { dashboard: await reloadDashboard(ctx, pk), lastModifiedTime: saved.last_modified_time };
      }),
  }),
);
