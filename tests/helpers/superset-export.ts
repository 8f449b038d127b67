import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { stringify } from 'yaml';
import { createConnector } from '../../gateway/src/connectors/create-connector.ts';

/**
 * A Superset v1 dashboard export built by hand, file by file in Superset's own format: charts with
 * form data only (no query_context), legacy viz types, tabs, markdown, a name override, an integer
 * `year` column read with `%Y` and an epoch-milliseconds column, over a DuckDB warehouse file.
 */

export const REGIONS = ['east', 'north', 'south'] as const;
export const YEARS = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022] as const;

export interface SaleRow {
  region: string;
  year: number;
  eventMs: number;
  amount: number;
}

export function saleRows(): SaleRow[] {
  const rows: SaleRow[] = [];
  let i = 0;
  for (const year of YEARS) {
    for (const region of REGIONS) {
      i++;
      rows.push({ region, year, eventMs: Date.UTC(year, (i * 5) % 12, 10, 8), amount: (i % 7) * 10 + year - 2000 });
    }
  }
  return rows;
}

export interface ExportChart {
  key: string;
  name: string;
  vizType: string;
  params: Record<string, unknown>;
  /** Shown instead of the chart's name on the dashboard. */
  nameOverride?: string;
}

export interface SupersetExport {
  zip: Uint8Array;
  slug: string;
  title: string;
  table: string;
  warehouseUri: string;
  charts: ExportChart[];
}

/** Writes the warehouse: one DuckDB file in the temp dir (where tests may connect database files). */
async function writeWarehouse(table: string, rows: SaleRow[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'superset-export-'));
  const uri = `duckdb://${join(dir, 'warehouse.duckdb')}`;
  const connector = createConnector(uri);
  try {
    await connector.query(
      `CREATE TABLE "${table}" (region VARCHAR, "year" BIGINT, event_ms BIGINT, amount DOUBLE)`,
      [],
    );
    const params: unknown[] = [];
    const tuples = rows.map((r) => {
      params.push(r.region, r.year, r.eventMs, r.amount);
      const n = params.length;
      return `($${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    await connector.query(`INSERT INTO "${table}" VALUES ${tuples.join(', ')}`, params);
  } finally {
    await connector.close();
  }
  return uri;
}

const column = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  column_name: name,
  verbose_name: null,
  is_dttm: false,
  is_active: true,
  type,
  advanced_data_type: null,
  groupby: true,
  filterable: true,
  expression: null,
  description: null,
  python_date_format: null,
  extra: {},
  ...extra,
});

function exportCharts(datasource: string): ExportChart[] {
  const base = { datasource, adhoc_filters: [], extra_form_data: {}, dashboards: [1] };
  const sum = {
    expressionType: 'SIMPLE',
    column: { column_name: 'amount', type: 'DOUBLE' },
    aggregate: 'SUM',
    label: 'SUM(amount)',
  };
  return [
    {
      key: 'by_region',
      name: 'Amount by region',
      nameOverride: 'Regions compared',
      vizType: 'dist_bar',
      params: {
        ...base,
        viz_type: 'dist_bar',
        granularity_sqla: 'year',
        time_range: 'No filter',
        metrics: [sum],
        groupby: ['region'],
        columns: [],
        row_limit: 100,
        bar_stacked: false,
        show_legend: true,
      },
    },
    {
      key: 'by_year',
      name: 'Amount per year',
      vizType: 'line',
      params: {
        ...base,
        viz_type: 'line',
        granularity_sqla: 'year',
        time_grain_sqla: 'P1Y',
        time_range: 'No filter',
        metrics: [sum],
        groupby: [],
        line_interpolation: 'linear',
        show_markers: false,
        x_axis_format: 'smart_date',
      },
    },
    {
      key: 'events',
      name: 'Events per month',
      vizType: 'area',
      params: {
        ...base,
        viz_type: 'area',
        granularity_sqla: 'event_ms',
        time_grain_sqla: 'P1M',
        time_range: '2019-01-01 : 2021-01-01',
        metrics: ['count'],
        groupby: [],
        stacked_style: 'stack',
      },
    },
    {
      key: 'share',
      name: 'Share of regions',
      vizType: 'pie',
      params: { ...base, viz_type: 'pie', metric: 'count', groupby: ['region'], row_limit: 10 },
    },
    {
      key: 'recent',
      name: 'Rows since 2020',
      vizType: 'big_number_total',
      params: {
        ...base,
        viz_type: 'big_number_total',
        metric: 'count',
        adhoc_filters: [
          {
            clause: 'WHERE',
            subject: 'year',
            operator: 'TEMPORAL_RANGE',
            comparator: '2020-01-01 : 2030-01-01',
            expressionType: 'SIMPLE',
          },
        ],
      },
    },
    {
      key: 'flow',
      name: 'Event flow',
      vizType: 'event_flow',
      params: { ...base, viz_type: 'event_flow', entity: 'region', all_columns_x: 'region', row_limit: 100 },
    },
    {
      key: 'broken',
      name: 'Broken chart',
      vizType: 'table',
      params: {
        ...base,
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'broken' }],
        row_limit: 10,
      },
    },
  ];
}

function position(charts: ExportChart[], ids: Map<string, number>, uuids: Map<string, string>) {
  const chartId = (key: string) => `CHART-${key}`;
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { children: ['TABS-main'], id: 'ROOT_ID', type: 'ROOT' },
    HEADER_ID: { id: 'HEADER_ID', meta: { text: 'Superset export' }, type: 'HEADER' },
    'TABS-main': {
      children: ['TAB-overview', 'TAB-details'],
      id: 'TABS-main',
      meta: {},
      parents: ['ROOT_ID'],
      type: 'TABS',
    },
    'TAB-overview': {
      children: ['ROW-one', 'ROW-two'],
      id: 'TAB-overview',
      meta: { defaultText: 'Tab title', placeholder: 'Tab title', text: 'Overview' },
      parents: ['ROOT_ID', 'TABS-main'],
      type: 'TAB',
    },
    'TAB-details': {
      children: ['ROW-three'],
      id: 'TAB-details',
      meta: { defaultText: 'Tab title', placeholder: 'Tab title', text: 'Details' },
      parents: ['ROOT_ID', 'TABS-main'],
      type: 'TAB',
    },
    'MARKDOWN-intro': {
      children: [],
      id: 'MARKDOWN-intro',
      meta: { code: '## About\n\nSales of the **three regions**.', height: 50, width: 4 },
      parents: ['ROOT_ID', 'TABS-main', 'TAB-overview', 'ROW-one'],
      type: 'MARKDOWN',
    },
  };
  const rows: Record<string, string[]> = {
    'ROW-one': ['MARKDOWN-intro', chartId('by_region'), chartId('by_year')],
    'ROW-two': [chartId('events'), chartId('share'), chartId('recent')],
    'ROW-three': [chartId('flow'), chartId('broken')],
  };
  for (const [row, children] of Object.entries(rows)) {
    const tab = row === 'ROW-three' ? 'TAB-details' : 'TAB-overview';
    layout[row] = {
      children,
      id: row,
      meta: { background: 'BACKGROUND_TRANSPARENT' },
      parents: ['ROOT_ID', 'TABS-main', tab],
      type: 'ROW',
    };
    for (const child of children) {
      const chart = charts.find((c) => chartId(c.key) === child);
      if (!chart) continue;
      layout[child] = {
        children: [],
        id: child,
        meta: {
          chartId: ids.get(chart.key),
          height: 50,
          sliceName: chart.name,
          ...(chart.nameOverride ? { sliceNameOverride: chart.nameOverride } : {}),
          uuid: uuids.get(chart.key),
          width: 4,
        },
        parents: ['ROOT_ID', 'TABS-main', tab, row],
        type: 'CHART',
      };
    }
  }
  return layout;
}

const fileName = (name: string) => name.replace(/[^A-Za-z0-9_.-]+/g, '_');

/** Builds the warehouse file and the export ZIP that points at it. */
export async function buildSupersetExport(): Promise<SupersetExport> {
  const tag = randomBytes(4).toString('hex');
  const table = `sales_${tag}`;
  const warehouseUri = await writeWarehouse(table, saleRows());
  const databaseUuid = randomUUID();
  const datasetUuid = randomUUID();
  const dashboardUuid = randomUUID();
  const databaseName = `Superset examples ${tag}`;
  const title = `Superset export ${tag}`;
  const slug = `superset-export-${tag}`;
  // Superset's export carries the ids of the instance it came from; the import remaps them.
  const charts = exportCharts('42__table');
  const ids = new Map(charts.map((c, i) => [c.key, 100 + i]));
  const uuids = new Map(charts.map((c) => [c.key, randomUUID()]));

  const root = `dashboard_export_20240301T120000`;
  const zip = new JSZip();
  zip.file(
    `${root}/metadata.yaml`,
    stringify({ version: '1.0.0', type: 'Dashboard', timestamp: '2024-03-01T12:00:00.000000+00:00' }),
  );
  zip.file(
    `${root}/databases/${fileName(databaseName)}.yaml`,
    stringify({
      database_name: databaseName,
      sqlalchemy_uri: warehouseUri,
      cache_timeout: null,
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_dml: false,
      allow_file_upload: false,
      extra: { allows_virtual_table_explore: true },
      uuid: databaseUuid,
      version: '1.0.0',
    }),
  );
  zip.file(
    `${root}/datasets/${fileName(databaseName)}/${table}.yaml`,
    stringify({
      table_name: table,
      main_dttm_col: 'year',
      description: null,
      default_endpoint: null,
      offset: 0,
      cache_timeout: null,
      schema: 'main',
      sql: null,
      params: null,
      template_params: null,
      filter_select_enabled: true,
      fetch_values_predicate: null,
      extra: null,
      normalize_columns: false,
      always_filter_main_dttm: false,
      uuid: datasetUuid,
      metrics: [
        {
          metric_name: 'count',
          verbose_name: 'COUNT(*)',
          metric_type: 'count',
          expression: 'COUNT(*)',
          description: null,
          d3format: null,
          currency: null,
          extra: {},
          warning_text: null,
        },
      ],
      columns: [
        column('region', 'VARCHAR'),
        column('year', 'BIGINT', { is_dttm: true, python_date_format: '%Y' }),
        column('event_ms', 'BIGINT', { is_dttm: true, python_date_format: 'epoch_ms' }),
        column('amount', 'DOUBLE'),
      ],
      version: '1.0.0',
      database_uuid: databaseUuid,
    }),
  );
  for (const chart of charts) {
    zip.file(
      `${root}/charts/${fileName(chart.name)}_${ids.get(chart.key)}.yaml`,
      stringify({
        slice_name: chart.name,
        description: null,
        certified_by: null,
        certification_details: null,
        viz_type: chart.vizType,
        params: { ...chart.params, slice_id: ids.get(chart.key) },
        query_context: null,
        cache_timeout: null,
        uuid: uuids.get(chart.key),
        version: '1.0.0',
        dataset_uuid: datasetUuid,
      }),
    );
  }
  zip.file(
    `${root}/dashboards/${fileName(title)}_1.yaml`,
    stringify({
      dashboard_title: title,
      description: null,
      css: '',
      slug,
      certified_by: '',
      certification_details: '',
      published: true,
      uuid: dashboardUuid,
      position: position(charts, ids, uuids),
      metadata: {
        color_scheme: 'supersetColors',
        refresh_frequency: 0,
        expanded_slices: {},
        label_colors: {},
        timed_refresh_immune_slices: [],
        cross_filters_enabled: true,
        default_filters: '{}',
        chart_configuration: {},
        native_filter_configuration: [],
        shared_label_colors: [],
        color_scheme_domain: [],
      },
      version: '1.0.0',
    }),
  );
  return {
    zip: await zip.generateAsync({ type: 'uint8array' }),
    slug,
    title,
    table,
    warehouseUri,
    charts: charts.map((c) => ({ ...c, params: { ...c.params, slice_id: ids.get(c.key) } })),
  };
}
