/**
 * The render bench's inputs, made in the page (no server): a chart's form data and a query result
 * shaped as the chart data endpoint answers it. Deterministic, so every run draws the same thing.
 */
export interface RenderCase {
  readonly name: 'line_10000_points' | 'heatmap_2000_cells' | 'table_5000_rows';
  readonly formData: { viz_type: string } & Record<string, unknown>;
  readonly result: {
    readonly colnames: string[];
    readonly coltypes: number[];
    readonly data: Record<string, unknown>[];
    readonly rowcount: number;
  };
}

const NUMERIC = 0;
const STRING = 1;
const TEMPORAL = 2;
const HOUR = 3_600_000;
const START = Date.UTC(2024, 0, 1);

/** A repeatable pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function line(): RenderCase {
  const next = random(1);
  let value = 1000;
  const data = Array.from({ length: 10_000 }, (_, i) => {
    value = Math.max(0, value + (next() - 0.5) * 40);
    return { ds: START + i * HOUR, revenue: Math.round(value * 100) / 100 };
  });
  return {
    name: 'line_10000_points',
    formData: {
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'PT1H',
      metrics: ['revenue'],
    },
    result: { colnames: ['ds', 'revenue'], coltypes: [TEMPORAL, NUMERIC], data, rowcount: data.length },
  };
}

function heatmap(): RenderCase {
  const next = random(2);
  const data: Record<string, unknown>[] = [];
  for (let x = 0; x < 50; x++) {
    for (let y = 0; y < 40; y++)
      data.push({ product: `Product ${x + 1}`, country: `Country ${y + 1}`, orders: Math.round(next() * 1000) });
  }
  return {
    name: 'heatmap_2000_cells',
    formData: { viz_type: 'heatmap_v2', x_axis: 'product', groupby: 'country', metric: 'orders' },
    result: {
      colnames: ['product', 'country', 'orders'],
      coltypes: [STRING, STRING, NUMERIC],
      data,
      rowcount: data.length,
    },
  };
}

function table(): RenderCase {
  const next = random(3);
  const countries = ['France', 'Germany', 'Spain', 'Italy', 'Japan', 'Brazil', 'Canada', 'India'];
  const channels = ['Online', 'Retail', 'Partner'];
  const data = Array.from({ length: 5_000 }, (_, i) => ({
    order_date: START + i * 7 * 60_000,
    order_id: 100_000 + i,
    country: countries[i % countries.length],
    channel: channels[i % channels.length],
    quantity: 1 + Math.floor(next() * 9),
    revenue: Math.round(next() * 100_000) / 100,
  }));
  const colnames = ['order_date', 'order_id', 'country', 'channel', 'quantity', 'revenue'];
  return {
    name: 'table_5000_rows',
    formData: { viz_type: 'table', query_mode: 'raw', all_columns: colnames },
    result: { colnames, coltypes: [TEMPORAL, NUMERIC, STRING, STRING, NUMERIC, NUMERIC], data, rowcount: data.length },
  };
}

export function renderCases(): RenderCase[] {
  return [line(), heatmap(), table()];
}
