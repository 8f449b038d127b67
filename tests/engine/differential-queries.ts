import { type DiffRow, GROUPS, int, pick, type Rng, TEXTS } from './differential-data.ts';

/**
 * Generated chart queries (a QueryObject as the client sends it) and, for each, the answer
 * computed here from the generated rows, independently of the engine: SQL's three-valued filters,
 * grouping with time grains, metrics, HAVING, series limits, NULLs last in both directions with
 * the grouped columns breaking ties, row limits, and a few post-processing pipelines.
 */

type Row = Record<string, unknown>;
type Value = string | number | boolean | null;

export interface GeneratedQuery {
  query: Record<string, unknown>;
  /** The rows the answer must hold; `ordered` when their order is part of the answer. */
  expected: Row[];
  ordered: boolean;
  describe: string;
}

interface MetricSpec {
  label: string;
  aggregate: 'COUNT' | 'SUM' | 'AVG' | 'MIN' | 'MAX' | 'COUNT_DISTINCT';
  column: keyof DiffRow | null;
}

const METRICS: MetricSpec[] = [
  { label: 'cnt', aggregate: 'COUNT', column: null },
  { label: 'cnt_n', aggregate: 'COUNT', column: 'n' },
  { label: 'sum_n', aggregate: 'SUM', column: 'n' },
  { label: 'sum_x', aggregate: 'SUM', column: 'x' },
  { label: 'avg_x', aggregate: 'AVG', column: 'x' },
  { label: 'min_n', aggregate: 'MIN', column: 'n' },
  { label: 'max_x', aggregate: 'MAX', column: 'x' },
  { label: 'dist_cat', aggregate: 'COUNT_DISTINCT', column: 'cat' },
  { label: 'min_ts', aggregate: 'MIN', column: 'ts' },
  { label: 'max_cat', aggregate: 'MAX', column: 'cat' },
];

const metricObject = (m: MetricSpec) => ({
  expressionType: 'SIMPLE',
  aggregate: m.aggregate,
  column: m.column ? { column_name: m.column } : null,
  label: m.label,
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GRAINS: Record<string, (ms: number) => number> = {
  PT1H: (ms) => Math.floor(ms / HOUR) * HOUR,
  P1D: (ms) => Math.floor(ms / DAY) * DAY,
  P1W: (ms) => Math.floor(ms / DAY) * DAY - ((new Date(ms).getUTCDay() + 6) % 7) * DAY,
  P1M: (ms) => Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), 1),
};

/** One value of a column as results carry it (times as epoch ms). */
function cell(row: DiffRow, column: keyof DiffRow): Value {
  return column === 'ts' ? row.ms : (row[column] as Value);
}

/** SQL ordering of one kind of value: numbers, code points, false before true; NULL last either way. */
export function compareValues(a: Value, b: Value, ascending = true): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const c = a < b ? -1 : a > b ? 1 : 0;
  return ascending ? c : -c;
}

// ---- filters ----

interface Filter {
  sql: Record<string, unknown>;
  test: (row: DiffRow) => boolean;
}

/** LIKE as every engine must read it: `%` any run, `_` one character; optionally case-folded. */
function likeMatcher(pattern: string, fold: boolean): (value: string) => boolean {
  const lower = (s: string) => [...s].map((ch) => ch.toLowerCase()).join('');
  const p = fold ? lower(pattern) : pattern;
  const source = [...p]
    .map((ch) => (ch === '%' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const re = new RegExp(`^${source}$`, 'su');
  return (value) => re.test(fold ? lower(value) : value);
}

/** A LIKE pattern made from a text: some letters re-cased, one turned into `_`, ends into `%`. */
function patternFrom(r: Rng, text: string): string {
  const chars = [...text].map((ch) => (r() < 0.3 ? (r() < 0.5 ? ch.toUpperCase() : ch.toLowerCase()) : ch));
  if (chars.length > 1 && r() < 0.4) chars[int(r, chars.length)] = '_';
  if (chars.length > 2 && r() < 0.4) chars.splice(chars.length - 2, 2, '%');
  if (r() < 0.2) chars.unshift('%');
  return chars.join('');
}

function generateFilter(r: Rng): Filter {
  const kind = int(r, 14);
  switch (kind) {
    case 0: {
      const v = pick(r, TEXTS);
      return { sql: { col: 'cat', op: '==', val: v }, test: (row) => row.cat === v };
    }
    case 1: {
      const v = pick(r, GROUPS);
      return { sql: { col: 'grp', op: '!=', val: v }, test: (row) => row.grp !== null && row.grp !== v };
    }
    case 2: {
      const op = pick(r, ['>', '<', '>=', '<='] as const);
      const v = int(r, 41) - 10;
      const cmp = {
        '>': (a: number) => a > v,
        '<': (a: number) => a < v,
        '>=': (a: number) => a >= v,
        '<=': (a: number) => a <= v,
      }[op];
      return { sql: { col: 'n', op, val: v }, test: (row) => row.n !== null && cmp(row.n) };
    }
    case 3: {
      const op = pick(r, ['>', '<='] as const);
      const v = pick(r, TEXTS);
      return {
        sql: { col: 'cat', op, val: v },
        test: (row) => row.cat !== null && (op === '>' ? row.cat > v : row.cat <= v),
      };
    }
    case 4:
    case 5: {
      const list: (string | null)[] = [pick(r, GROUPS), pick(r, GROUPS)];
      if (r() < 0.4) list.push(null);
      const negate = kind === 5;
      const positive = (row: DiffRow): boolean | null =>
        row.grp === null ? (list.includes(null) ? true : null) : list.includes(row.grp);
      return {
        sql: { col: 'grp', op: negate ? 'NOT IN' : 'IN', val: list },
        // NOT of an unknown is unknown: a NULL group passes neither IN nor NOT IN without null in the list.
        test: (row) => {
          const p = positive(row);
          return p === null ? false : negate ? !p : p;
        },
      };
    }
    case 6:
    case 7:
    case 8: {
      const op = kind === 6 ? 'LIKE' : kind === 7 ? 'NOT LIKE' : 'ILIKE';
      const pattern = patternFrom(
        r,
        pick(
          r,
          TEXTS.filter((t) => t !== ''),
        ),
      );
      const match = likeMatcher(pattern, op === 'ILIKE');
      return {
        sql: { col: 'cat', op, val: pattern },
        test: (row) => row.cat !== null && (op === 'NOT LIKE' ? !match(row.cat) : match(row.cat)),
      };
    }
    case 9: {
      const col = pick(r, ['cat', 'n', 'flag'] as const);
      const negate = r() < 0.5;
      return {
        sql: { col, op: negate ? 'IS NOT NULL' : 'IS NULL' },
        test: (row) => (row[col] === null) !== negate,
      };
    }
    case 10: {
      const truth = r() < 0.5;
      return { sql: { col: 'flag', op: truth ? 'IS TRUE' : 'IS FALSE' }, test: (row) => row.flag === truth };
    }
    case 11: {
      const v = r() < 0.5;
      return { sql: { col: 'flag', op: '==', val: v }, test: (row) => row.flag === v };
    }
    case 12: {
      const day = pick(r, [
        '2024-02-28',
        '2024-02-29',
        '2024-03-01',
        '2024-03-10',
        '2024-03-31',
        '2024-10-27',
        '2024-11-03',
      ]);
      const op = pick(r, ['>=', '<'] as const);
      const ms = Date.parse(`${day}T00:00:00Z`);
      return {
        sql: { col: 'ts', op, val: `${day} 00:00:00` },
        test: (row) => (op === '>=' ? row.ms >= ms : row.ms < ms),
      };
    }
    default: {
      const ranges: [string, string][] = [
        ['2024-02-28', '2024-03-02'],
        ['2024-02-29', '2024-03-11'],
        ['2024-03-10', '2024-11-03'],
        ['2024-10-27', '2024-11-10'],
      ];
      const [from, to] = pick(r, ranges);
      const lo = Date.parse(`${from}T00:00:00Z`);
      const hi = Date.parse(`${to}T00:00:00Z`);
      return {
        sql: { col: 'ts', op: 'TEMPORAL_RANGE', val: `${from} : ${to}` },
        test: (row) => row.ms >= lo && row.ms < hi,
      };
    }
  }
}

// ---- aggregation ----

function aggregate(m: MetricSpec, rows: DiffRow[]): Value {
  if (m.aggregate === 'COUNT' && m.column === null) return rows.length;
  const values = rows
    .map((row) => cell(row, m.column as keyof DiffRow))
    .filter((v): v is string | number | boolean => v !== null);
  switch (m.aggregate) {
    case 'COUNT':
      return values.length;
    case 'COUNT_DISTINCT':
      return new Set(values).size;
    case 'SUM':
      return values.length ? (values as number[]).reduce((a, b) => a + b, 0) : null;
    case 'AVG':
      return values.length ? (values as number[]).reduce((a, b) => a + b, 0) / values.length : null;
    case 'MIN':
      return values.length ? values.reduce((a, b) => (compareValues(a, b) <= 0 ? a : b)) : null;
    case 'MAX':
      return values.length ? values.reduce((a, b) => (compareValues(a, b) >= 0 ? a : b)) : null;
  }
}

interface Dim {
  label: string;
  value: (row: DiffRow) => Value;
  sql: unknown;
}

function groupRows(rows: DiffRow[], dims: Dim[]): { key: Value[]; rows: DiffRow[] }[] {
  const groups = new Map<string, { key: Value[]; rows: DiffRow[] }>();
  for (const row of rows) {
    const key = dims.map((d) => d.value(row));
    const id = JSON.stringify(key);
    const g = groups.get(id);
    if (g) g.rows.push(row);
    else groups.set(id, { key, rows: [row] });
  }
  return [...groups.values()];
}

const canonicalKey = (row: Row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : 1)));
export function canonical(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => (canonicalKey(a) < canonicalKey(b) ? -1 : 1));
}

// ---- queries ----

export function generateQuery(r: Rng, data: DiffRow[]): GeneratedQuery {
  const filters = Array.from({ length: int(r, 3) }, () => generateFilter(r));
  const kept = data.filter((row) => filters.every((f) => f.test(row)));
  const shape = int(r, 10);

  const grain = pick(r, Object.keys(GRAINS));
  const axis: Dim = {
    label: 'ts',
    value: (row) => (GRAINS[grain] as (ms: number) => number)(row.ms),
    sql: { label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: grain },
  };
  const dimOf = (name: 'grp' | 'cat' | 'flag'): Dim => ({ label: name, value: (row) => row[name], sql: name });
  const metrics = [pick(r, METRICS), pick(r, METRICS)].filter((m, i, all) => all.indexOf(m) === i);
  const base = {
    filters: filters.map((f) => f.sql),
    metrics: metrics.map(metricObject),
    extras: {} as Record<string, unknown>,
    orderby: [] as unknown[],
    row_limit: 10000,
  };

  // A time series: the x-axis alone, pivoted, with a running total or a rolling sum.
  if (shape <= 1) {
    const m = pick(
      r,
      METRICS.filter((x) => x.label !== 'min_ts' && x.label !== 'max_cat'),
    );
    const dropMissing = r() < 0.5;
    const rollingSum = !dropMissing && r() < 0.5;
    const series = groupRows(kept, [axis])
      .map((g) => ({ t: g.key[0] as number, v: aggregate(m, g.rows) as number | null }))
      .sort((a, b) => a.t - b.t)
      .filter((p) => !dropMissing || p.v !== null);
    let total = 0;
    const expected = series.map((p, i) => {
      if (rollingSum) {
        const window = series
          .slice(Math.max(0, i - 1), i + 1)
          .map((q) => q.v)
          .filter((v): v is number => v !== null);
        return { ts: p.t, [m.label]: i >= 1 && window.length >= 2 ? window[0]! + window[1]! : null };
      }
      total += p.v ?? 0;
      return { ts: p.t, [m.label]: total };
    });
    const step = rollingSum
      ? { operation: 'rolling', options: { rolling_type: 'sum', window: 2, columns: { [m.label]: m.label } } }
      : { operation: 'cum', options: { operator: 'sum', columns: { [m.label]: m.label } } };
    return {
      query: {
        ...base,
        metrics: [metricObject(m)],
        columns: [axis.sql],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['ts'],
              columns: [],
              aggregates: { [m.label]: { operator: 'mean' } },
              drop_missing_columns: dropMissing,
            },
          },
          step,
          { operation: 'flatten' },
        ],
      },
      expected,
      ordered: true,
      describe: `${rollingSum ? 'rolling sum' : 'cum sum'} of ${m.label} by ${grain}${dropMissing ? ', missing rows dropped' : ''}`,
    };
  }

  // A time series by one dimension, limited to its top series.
  if (shape === 2) {
    const limitMetric = pick(
      r,
      METRICS.filter((x) => x.label !== 'min_ts' && x.label !== 'max_cat'),
    );
    const limit = 1 + int(r, 3);
    const series = groupRows(kept, [dimOf('grp')])
      .map((g) => ({ key: g.key[0] as Value, v: aggregate(limitMetric, g.rows) }))
      .sort((a, b) => compareValues(a.v, b.v, false) || compareValues(a.key, b.key))
      .slice(0, limit)
      .map((s) => s.key)
      // The top series join on `=`: a NULL series takes a place but matches no row (as Superset).
      .filter((k) => k !== null);
    const dims = [axis, dimOf('grp')];
    const expected = groupRows(
      kept.filter((row) => row.grp !== null && series.includes(row.grp)),
      dims,
    ).map((g) => ({
      ts: g.key[0],
      grp: g.key[1],
      ...Object.fromEntries(metrics.map((m) => [m.label, aggregate(m, g.rows)])),
    }));
    return {
      query: {
        ...base,
        columns: dims.map((d) => d.sql),
        series_columns: ['grp'],
        series_limit: limit,
        series_limit_metric: metricObject(limitMetric),
        order_desc: true,
      },
      expected,
      ordered: false,
      describe: `top ${limit} groups by ${limitMetric.label} over time by ${grain}`,
    };
  }

  // Grouped rows: dimensions (maybe the x-axis), metrics, HAVING, ordering and a row limit.
  const dims: Dim[] = [];
  if (r() < 0.4) dims.push(axis);
  for (const name of ['grp', 'cat', 'flag'] as const) if (r() < 0.4) dims.push(dimOf(name));
  if (dims.length === 0) dims.push(dimOf('grp'));
  const having = r() < 0.25 ? 1 + int(r, 3) : null;
  const groups = groupRows(kept, dims).filter((g) => having === null || g.rows.length > having);
  let expected: Row[] = groups.map((g) => ({
    ...Object.fromEntries(dims.map((d, i) => [d.label, g.key[i]])),
    ...Object.fromEntries(metrics.map((m) => [m.label, aggregate(m, g.rows)])),
  }));
  const query: Record<string, unknown> = { ...base, columns: dims.map((d) => d.sql) };
  if (having !== null) query.extras = { having: `COUNT(*) > ${having}` };
  let ordered = false;
  let describe = `${metrics.map((m) => m.label).join(', ')} by ${dims.map((d) => d.label).join(', ')}`;
  if (r() < 0.7) {
    const by = pick(r, metrics);
    const ascending = r() < 0.4;
    const limit = r() < 0.6 ? 1 + int(r, 8) : 10000;
    query.orderby = [[metricObject(by), ascending]];
    query.row_limit = limit;
    expected = expected
      .sort(
        (a, b) =>
          compareValues(a[by.label] as Value, b[by.label] as Value, ascending) ||
          dims.reduce((c, d) => c || compareValues(a[d.label] as Value, b[d.label] as Value), 0),
      )
      .slice(0, limit);
    ordered = true;
    describe += `, ordered by ${by.label} ${ascending ? 'asc' : 'desc'}, limit ${limit}`;
  }
  if (shape === 3) {
    // Each metric's share of its column total (contribution); missing cells count as 0.
    const m = metrics.find((x) => x.label !== 'min_ts' && x.label !== 'max_cat');
    if (m) {
      const total = expected.reduce((s, row) => s + ((row[m.label] as number | null) ?? 0), 0);
      query.post_processing = [{ operation: 'contribution', options: { orientation: 'column', columns: [m.label] } }];
      expected = expected.map((row) => {
        const v = (row[m.label] as number | null) ?? 0;
        return { ...row, [m.label]: total === 0 ? null : v / total };
      });
      describe += `, contribution of ${m.label}`;
    }
  }
  return { query, expected, ordered, describe };
}
