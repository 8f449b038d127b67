import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartRef } from './chart.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const ints = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number' && Number.isSafeInteger(n)) : [];

/** One component of position_json (server-semantics §12). */
export interface LayoutComponentShape {
  id: string;
  type: string;
  children: string[];
  parents: string[];
  meta: Json;
}

export interface LayoutShape {
  version: string | null;
  components: LayoutComponentShape[];
}

/** position_json as typed components; anything that is not a component (e.g. DASHBOARD_VERSION_KEY) is left out. */
export function parseLayout(positions: Json): LayoutShape {
  const components: LayoutComponentShape[] = [];
  for (const [key, value] of Object.entries(positions)) {
    if (!isObject(value) || typeof value.type !== 'string') continue;
    components.push({
      id: str(value.id) ?? key,
      type: value.type,
      children: strings(value.children),
      parents: strings(value.parents),
      meta: isObject(value.meta) ? value.meta : {},
    });
  }
  return { version: str(positions.DASHBOARD_VERSION_KEY), components };
}

const COMPONENT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'TABS',
  'TAB',
  'DYNAMIC',
];

const LayoutComponentType = builder.enumType('LayoutComponentType', {
  description: 'The kinds of dashboard layout component.',
  values: Object.fromEntries(COMPONENT_TYPES.map((t) => [t, { value: t, description: `A ${t} component.` }])),
});

const LayoutMetaRef = builder.objectRef<Json>('LayoutComponentMeta').implement({
  description: "A layout component's settings (which ones apply depends on its type).",
  fields: (t) => ({
    width: t.int({ nullable: true, description: 'Width in grid columns (of 12).', resolve: (m) => int(m.width) }),
    height: t.int({ nullable: true, description: 'Height in grid rows (8 px units).', resolve: (m) => int(m.height) }),
    background: t.string({
      nullable: true,
      description: 'BACKGROUND_TRANSPARENT or BACKGROUND_WHITE.',
      resolve: (m) => str(m.background),
    }),
    text: t.string({ nullable: true, description: 'Header or tab text.', resolve: (m) => str(m.text) }),
    defaultText: t.string({
      nullable: true,
      description: 'Default text of a tab.',
      resolve: (m) => str(m.defaultText),
    }),
    headerSize: t.string({
      nullable: true,
      description: 'SMALL_HEADER, MEDIUM_HEADER or LARGE_HEADER.',
      resolve: (m) => str(m.headerSize),
    }),
    chartId: t.int({
      nullable: true,
      description: 'The chart a CHART component shows.',
      resolve: (m) => int(m.chartId),
    }),
    sliceName: t.string({
      nullable: true,
      description: "The chart's name when it was placed.",
      resolve: (m) => str(m.sliceName),
    }),
    sliceNameOverride: t.string({
      nullable: true,
      description: 'The name shown on this dashboard instead of the chart name.',
      resolve: (m) => str(m.sliceNameOverride),
    }),
    uuid: t.string({ nullable: true, description: "The chart's uuid.", resolve: (m) => str(m.uuid) }),
    code: t.string({
      nullable: true,
      description: 'Markdown text of a MARKDOWN component.',
      resolve: (m) => str(m.code),
    }),
  }),
});

const LayoutComponentRef = builder.objectRef<LayoutComponentShape>('LayoutComponent').implement({
  description: 'One component of the dashboard layout (position_json).',
  fields: (t) => ({
    componentId: t.exposeString('id', { description: 'The component id, e.g. CHART-abc or ROOT_ID.' }),
    type: t.field({
      type: LayoutComponentType,
      nullable: true,
      description: 'The component type (null for a type this version does not know).',
      resolve: (c) => (COMPONENT_TYPES.includes(c.type) ? (c.type as never) : null),
    }),
    children: t.exposeStringList('children', { description: 'Ids of the child components, in order.' }),
    parents: t.exposeStringList('parents', { description: 'Ids of the ancestors, from ROOT_ID down.' }),
    meta: t.field({ type: LayoutMetaRef, description: 'The settings of the component.', resolve: (c) => c.meta }),
    chart: t.field({
      type: ChartRef,
      nullable: true,
      description: 'The chart a CHART component shows (null for other types, or when it is gone or hidden).',
      resolve: (c, _args, ctx: GraphQLContext) => {
        const id = int(c.meta.chartId);
        return c.type === 'CHART' && id !== null ? ctx.loaders.chart.load(id) : null;
      },
    }),
  }),
});

export const DashboardLayoutRef = builder.objectRef<LayoutShape>('DashboardLayout').implement({
  description: 'The dashboard layout: a tree of components under ROOT_ID (server-semantics §12).',
  fields: (t) => ({
    version: t.string({ nullable: true, description: 'DASHBOARD_VERSION_KEY (v2).', resolve: (l) => l.version }),
    components: t.field({
      type: [LayoutComponentRef],
      description: 'Every component of the layout.',
      resolve: (l) => l.components,
    }),
    component: t.field({
      type: LayoutComponentRef,
      nullable: true,
      description: 'One component by id.',
      args: { componentId: t.arg.string({ required: true, description: 'The component id.' }) },
      resolve: (l, { componentId }) => l.components.find((c) => c.id === componentId) ?? null,
    }),
  }),
});

const NativeFilterTargetRef = builder.objectRef<Json>('NativeFilterTarget').implement({
  description: 'The dataset column a native filter applies to.',
  fields: (t) => ({
    datasetId: t.int({ nullable: true, description: 'REST id of the dataset.', resolve: (x) => int(x.datasetId) }),
    column: t.string({
      nullable: true,
      description: 'The column name.',
      resolve: (x) => (isObject(x.column) ? str(x.column.name) : str(x.column)),
    }),
  }),
});

const NativeFilterScopeRef = builder.objectRef<Json>('NativeFilterScope').implement({
  description: 'Where a native filter applies: the components under rootPath, minus the excluded charts.',
  fields: (t) => ({
    rootPath: t.stringList({
      description: 'Layout component ids the scope starts from.',
      resolve: (s) => strings(s.rootPath),
    }),
    excluded: t.intList({ description: 'Chart ids the filter does not apply to.', resolve: (s) => ints(s.excluded) }),
  }),
});

export const NativeFilterRef = builder.objectRef<Json>('NativeFilter').implement({
  description: 'A native dashboard filter (spec 000 §3).',
  fields: (t) => ({
    filterId: t.string({ description: 'The filter id (NATIVE_FILTER-...).', resolve: (f) => str(f.id) ?? '' }),
    name: t.string({ description: 'The name shown in the filter bar.', resolve: (f) => str(f.name) ?? '' }),
    description: t.string({ nullable: true, description: 'Description.', resolve: (f) => str(f.description) }),
    filterType: t.string({
      nullable: true,
      description: 'filter_select, filter_range, filter_time, filter_timegrain or filter_timecolumn.',
      resolve: (f) => str(f.filterType),
    }),
    targets: t.field({
      type: [NativeFilterTargetRef],
      description: 'The dataset columns it filters.',
      resolve: (f) => (Array.isArray(f.targets) ? f.targets.filter(isObject) : []),
    }),
    controlValues: t.field({
      type: 'JSON',
      description: 'enableEmptyFilter, defaultToFirstItem, inverseSelection, multiSelect, sortAscending...',
      resolve: (f) => (isObject(f.controlValues) ? f.controlValues : {}),
    }),
    cascadeParentIds: t.stringList({
      description: 'Filters this one depends on.',
      resolve: (f) => strings(f.cascadeParentIds),
    }),
    defaultDataMask: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The default value (a data mask).',
      resolve: (f) => f.defaultDataMask ?? null,
    }),
    scope: t.field({
      type: NativeFilterScopeRef,
      nullable: true,
      description: 'Where the filter applies.',
      resolve: (f) => (isObject(f.scope) ? f.scope : null),
    }),
    sortMetric: t.string({
      nullable: true,
      description: 'Metric the values are sorted by.',
      resolve: (f) => str(f.sortMetric),
    }),
    adhocFilters: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Filters applied to the values query.',
      resolve: (f) => f.adhoc_filters ?? null,
    }),
    timeRange: t.string({
      nullable: true,
      description: 'Time range of the values query.',
      resolve: (f) => str(f.time_range),
    }),
    timeColumn: t.string({
      nullable: true,
      description:
        "The temporal column the values query's time range applies to (Superset's granularity_sqla of a native filter).",
      resolve: (f) => str(f.granularity_sqla),
    }),
  }),
});

export const DashboardMetadataRef = builder.objectRef<Json>('DashboardMetadata').implement({
  description: "The dashboard's json_metadata, typed (server-semantics §3).",
  fields: (t) => ({
    colorScheme: t.string({ nullable: true, description: 'Colour scheme name.', resolve: (m) => str(m.color_scheme) }),
    colorNamespace: t.string({
      nullable: true,
      description: 'Colour namespace.',
      resolve: (m) => str(m.color_namespace),
    }),
    colorSchemeDomain: t.stringList({
      description: 'Colours of the scheme.',
      resolve: (m) => strings(m.color_scheme_domain),
    }),
    labelColors: t.field({ type: 'JSON', description: 'Colour per label.', resolve: (m) => m.label_colors ?? {} }),
    sharedLabelColors: t.field({
      type: 'JSON',
      description: 'Labels that share colours across charts.',
      resolve: (m) => m.shared_label_colors ?? {},
    }),
    expandedSlices: t.field({
      type: 'JSON',
      description: 'Expanded charts by id.',
      resolve: (m) => m.expanded_slices ?? {},
    }),
    refreshFrequency: t.int({
      description: 'Auto refresh in seconds (0: off).',
      resolve: (m) => int(m.refresh_frequency) ?? 0,
    }),
    timedRefreshImmuneSlices: t.intList({
      description: 'Charts the auto refresh skips.',
      resolve: (m) => ints(m.timed_refresh_immune_slices),
    }),
    staggerRefresh: t.boolean({
      description: 'Spread refreshes over time.',
      resolve: (m) => m.stagger_refresh !== false,
    }),
    staggerTime: t.int({ description: 'Stagger interval in ms.', resolve: (m) => int(m.stagger_time) ?? 5000 }),
    defaultFilters: t.string({
      nullable: true,
      description: 'Legacy filter-box defaults (JSON text).',
      resolve: (m) => str(m.default_filters),
    }),
    filterScopes: t.field({
      type: 'JSON',
      description: 'Legacy filter-box scopes.',
      resolve: (m) => m.filter_scopes ?? {},
    }),
    chartConfiguration: t.field({
      type: 'JSON',
      description: 'Per chart id: cross-filter settings (crossFilters scope).',
      resolve: (m) => m.chart_configuration ?? {},
    }),
    globalChartConfiguration: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Cross-filter settings for every chart.',
      resolve: (m) => m.global_chart_configuration ?? null,
    }),
    crossFiltersEnabled: t.boolean({
      description: 'Cross filters between charts (default true).',
      resolve: (m) => m.cross_filters_enabled !== false,
    }),
    showNativeFilters: t.boolean({
      nullable: true,
      description: 'Whether the native filter bar is shown.',
      resolve: (m) => (typeof m.show_native_filters === 'boolean' ? m.show_native_filters : null),
    }),
    filterBarOrientation: t.string({
      nullable: true,
      description: 'VERTICAL or HORIZONTAL.',
      resolve: (m) => str(m.filter_bar_orientation),
    }),
    nativeFilterConfiguration: t.field({
      type: [NativeFilterRef],
      description: 'The native filters, in order.',
      resolve: (m) =>
        Array.isArray(m.native_filter_configuration) ? m.native_filter_configuration.filter(isObject) : [],
    }),
  }),
});
