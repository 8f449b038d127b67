import type { Label } from '../frame.ts';

/**
 * The data frames of Superset's post-processing unit tests (tests/unit_tests/fixtures/dataframes.py
 * and the frames written inside the tests), as data. Times are naive 'YYYY-MM-DD[ HH:MM:SS]' text,
 * read as UTC; `temporal` names the columns (and `index.temporal` the index) that hold times.
 */
export interface FrameSpec {
  /** A one-level row index, as the reference's DatetimeIndex or set_index("name"). */
  index?: { name: string | null; values: unknown[]; temporal?: boolean };
  /** Columns with one label each, in order. */
  columns?: Record<string, unknown[]>;
  /** Columns with several label levels (a pivoted frame), in order. */
  paths?: { path: Label[]; values: unknown[] }[];
  temporal?: string[];
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const categoriesDf: FrameSpec = {
  columns: {
    constant: range(101).map(() => 'dummy'),
    category: range(101).map((i) => `cat${i % 3}`),
    dept: range(101).map((i) => `dept${i % 5}`),
    name: range(101).map((i) => `person${i}`),
    asc_idx: range(101),
    desc_idx: range(101).map((i) => 100 - i),
    idx_nulls: range(101).map((i) => (i % 5 === 0 ? i : null)),
  },
};

const SERIES_DAYS = ['2019-01-01', '2019-01-02', '2019-01-05', '2019-01-07'];

export const timeseriesDf: FrameSpec = {
  index: { name: null, values: SERIES_DAYS, temporal: true },
  columns: { label: ['x', 'y', 'z', 'q'], y: [1, 2, 3, 4] },
};

export const timeseriesWithGapDf: FrameSpec = {
  index: { name: null, values: SERIES_DAYS, temporal: true },
  columns: { label: ['x', 'y', 'z', 'q'], y: [1, 2, null, 4] },
};

export const timeseriesDf2: FrameSpec = {
  index: { name: null, values: SERIES_DAYS, temporal: true },
  columns: { label: ['x', 'y', 'z', 'q'], y: [2, 2, 2, 2], z: [2, 4, 10, 8] },
};

export const singleMetricDf: FrameSpec = {
  columns: {
    dttm: ['2019-01-01', '2019-01-01', '2019-01-02', '2019-01-02'],
    country: ['UK', 'US', 'UK', 'US'],
    sum_metric: [5, 6, 7, 8],
  },
  temporal: ['dttm'],
};

export const multipleMetricsDf: FrameSpec = {
  columns: {
    dttm: ['2019-01-01', '2019-01-01', '2019-01-02', '2019-01-02'],
    country: ['UK', 'US', 'UK', 'US'],
    sum_metric: [5, 6, 7, 8],
    count_metric: [1, 2, 3, 4],
  },
  temporal: ['dttm'],
};

export const namesDf: FrameSpec = {
  columns: {
    dt: [
      '2020-01-02',
      '2020-01-02',
      '2020-01-03',
      '2020-01-03',
      '2020-01-04',
      '2020-01-04',
      '2020-01-04',
      '2020-01-04',
      '2020-01-01',
      '2020-01-01',
    ],
    name: ['John', 'Peter', 'Mary', 'Peter', 'John', 'Peter', 'Mary', null, 'John', 'Mary'],
    region: ['EU', 'EU', 'EU', 'Asia', 'EU', 'EU', null, 'Oceania', 'North America', 'Oceania'],
    country: ['United Kingdom', 'Sweden', 'Finland', 'India', 'Portugal', 'Italy', null, 'Australia', 'USA', 'Fiji'],
    cars: [3, 4, 5, 6, 7, null, 9, 10, 1, 2],
    bikes: [1, 2, 3, 4, null, 5, 6, 7, 8, 9],
    seconds: [30, 1, null, 12, 75, 600, 2, 99, null, 50],
  },
  temporal: ['dt'],
};

/** `pd.MultiIndex.from_product(levels)` columns, every cell `value`, over `rows` rows. */
export function productColumns(levels: Label[][], rows: number, value: unknown): FrameSpec['paths'] {
  let paths: Label[][] = [[]];
  for (const level of levels) paths = paths.flatMap((p) => level.map((l) => [...p, l]));
  return paths.map((path) => ({ path, values: Array(rows).fill(value) }));
}
