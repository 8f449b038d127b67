import { exampleUuid } from './example-ids.ts';

/** A chart as the dashboard layout needs it. */
export interface PlacedChart {
  id: number;
  uuid: string;
  sliceName: string;
  width: number;
  height: number;
  datasetId: number;
}

export interface LayoutComponent {
  id: string;
  type: 'ROOT' | 'GRID' | 'HEADER' | 'ROW' | 'CHART';
  children: string[];
  parents: string[];
  meta: Record<string, unknown>;
}

export type PositionJson = Record<string, LayoutComponent | 'v2'>;

const GRID_COLUMNS = 12;

/** Packs charts into rows left to right, a new row when the next one would pass 12 columns. */
function packRows(charts: readonly PlacedChart[]): PlacedChart[][] {
  const rows: PlacedChart[][] = [];
  let width = GRID_COLUMNS;
  for (const chart of charts) {
    const w = Math.min(GRID_COLUMNS, Math.max(1, chart.width));
    if (width + w > GRID_COLUMNS) {
      rows.push([]);
      width = 0;
    }
    rows[rows.length - 1]?.push(chart);
    width += w;
  }
  return rows;
}

/** Dashboard layout (server-semantics §12): ROOT_ID > GRID_ID > rows > charts, plus the header. */
export function buildPositionJson(title: string, charts: readonly PlacedChart[], slug: string): PositionJson {
  const position: PositionJson = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'], meta: {} },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', children: [], parents: [], meta: { text: title } },
  };
  const grid = position.GRID_ID as LayoutComponent;
  packRows(charts).forEach((row, index) => {
    const rowId = `ROW-${exampleUuid(`${slug}/row/${index}`).slice(0, 10)}`;
    grid.children.push(rowId);
    const chartIds = row.map((chart) => `CHART-explore-${chart.id}-1`);
    position[rowId] = {
      id: rowId,
      type: 'ROW',
      children: chartIds,
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    row.forEach((chart, i) => {
      const id = chartIds[i] as string;
      position[id] = {
        id,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: {
          width: chart.width,
          height: chart.height,
          chartId: chart.id,
          sliceName: chart.sliceName,
          uuid: chart.uuid,
        },
      };
    });
  });
  return position;
}

export interface NativeFilterTarget {
  datasetId: number;
  column: string;
  name: string;
  filterType: 'filter_select' | 'filter_time';
}

/**
 * json_metadata with Superset's default keys (spec 000 §3 and §9: empty colour scheme, no refresh,
 * staggered refresh every 5000 ms, root filter scope), cross-filter scope per chart, and native
 * filters: a time range for every chart and a region picker for the charts on the sales dataset.
 */
export function buildJsonMetadata(
  charts: readonly PlacedChart[],
  slug: string,
  regionFilter: { datasetId: number; column: string },
): Record<string, unknown> {
  const ids = charts.map((c) => c.id);
  const chartConfiguration = Object.fromEntries(
    charts.map((c) => [
      String(c.id),
      {
        id: c.id,
        crossFilters: { scope: 'global', chartsInScope: ids.filter((other) => other !== c.id) },
      },
    ]),
  );
  const onRegionDataset = charts.filter((c) => c.datasetId === regionFilter.datasetId).map((c) => c.id);
  const emptyMask = { extraFormData: {}, filterState: {}, ownState: {} };
  return {
    chart_configuration: chartConfiguration,
    global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: ids },
    color_scheme: '',
    color_scheme_domain: [],
    cross_filters_enabled: true,
    default_filters: '{}',
    expanded_slices: {},
    filter_scopes: {},
    label_colors: {},
    shared_label_colors: {},
    native_filter_configuration: [
      {
        id: `NATIVE_FILTER-${exampleUuid(`${slug}/filter/time`).slice(0, 10)}`,
        name: 'Time range',
        filterType: 'filter_time',
        type: 'NATIVE_FILTER',
        description: '',
        targets: [{}],
        controlValues: { enableEmptyFilter: false },
        defaultDataMask: emptyMask,
        cascadeParentIds: [],
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
        chartsInScope: ids,
        tabsInScope: [],
      },
      {
        id: `NATIVE_FILTER-${exampleUuid(`${slug}/filter/region`).slice(0, 10)}`,
        name: 'Region',
        filterType: 'filter_select',
        type: 'NATIVE_FILTER',
        description: '',
        targets: [{ datasetId: regionFilter.datasetId, column: { name: regionFilter.column } }],
        controlValues: {
          enableEmptyFilter: false,
          defaultToFirstItem: false,
          multiSelect: true,
          searchAllOptions: false,
          inverseSelection: false,
          sortAscending: true,
        },
        defaultDataMask: emptyMask,
        cascadeParentIds: [],
        scope: { rootPath: ['ROOT_ID'], excluded: ids.filter((id) => !onRegionDataset.includes(id)) },
        chartsInScope: onRegionDataset,
        tabsInScope: [],
      },
    ],
    refresh_frequency: 0,
    show_native_filters: true,
    stagger_refresh: true,
    stagger_time: 5000,
    timed_refresh_immune_slices: [],
  };
}
