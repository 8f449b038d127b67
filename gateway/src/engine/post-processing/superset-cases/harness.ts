import * as aq from 'arquero';
import { type DataColumn, type Frame, freshId, labelText } from '../frame.ts';
import { type PostProcessingOperation, runOperations } from '../index.ts';
import { flattenColumns } from '../operations/flatten.ts';
import type { FrameSpec } from './fixtures.ts';

/**
 * One case of Superset's post-processing unit tests, ported as data: the upstream test file and
 * test function it comes from, the input frame, the operations, and what the reference asserts.
 * `departure` marks a case where Chartroom answers differently on purpose: `expect` then pins
 * Chartroom's answer and the reason is listed in the engine README.
 */
export interface SupersetCase {
  upstream: string;
  test: string;
  /** What this case checks when one upstream test holds several checks. */
  what?: string;
  input: FrameSpec;
  operations: PostProcessingOperation[];
  expect: Expectation;
  departure?: string;
}

export interface Expectation {
  /** Data column labels in order (index excluded; pivoted labels joined with ", "). */
  columns?: string[];
  /** Row index values (times as 'YYYY-MM-DD HH:MM:SS'). */
  index?: unknown[];
  /** Values by column label, or by the index name. */
  values?: Record<string, unknown[]>;
  rows?: number;
  /** Sums of columns (the reference's `df[col].sum() == n`), missing cells skipped. */
  sums?: Record<string, number>;
  /** Values at row positions: `{column: {position: value}}`. */
  at?: Record<string, Record<number, unknown>>;
  /** Labels that must be among / absent from the data columns, or be exactly these in any order. */
  includes?: string[];
  excludes?: string[];
  columnSet?: string[];
  /** The input frame reads the same after the operations (the reference's no-side-effect tests). */
  unchanged?: boolean;
  /** The operation must fail with a message matching this. */
  error?: RegExp;
}

/** Naive datetime text to the Date a frame holds. */
export function naiveDate(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const iso = text.length === 10 ? `${text}T00:00:00Z` : `${text.replace(' ', 'T')}Z`;
  return new Date(iso);
}

/** A time as the expectations write it. */
export function t(text: string): string {
  return text.length === 10 ? `${text} 00:00:00` : text;
}

export function buildFrame(spec: FrameSpec): Frame {
  const data: Record<string, unknown[]> = {};
  const temporal = new Set(spec.temporal ?? []);
  const index: DataColumn[] = [];
  if (spec.index) {
    const id = freshId();
    data[id] = spec.index.temporal ? spec.index.values.map(naiveDate) : [...spec.index.values];
    index.push({ id, path: [spec.index.name] });
  }
  const columns: DataColumn[] = [];
  for (const [name, values] of Object.entries(spec.columns ?? {})) {
    const id = freshId();
    data[id] = temporal.has(name) ? values.map(naiveDate) : [...values];
    columns.push({ id, path: [name] });
  }
  for (const { path, values } of spec.paths ?? []) {
    const id = freshId();
    data[id] = [...values];
    columns.push({ id, path });
  }
  return { table: aq.table(data), index, columns };
}

function cell(value: unknown): unknown {
  if (value instanceof Date) return labelText(value);
  if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) return null;
  return value;
}

export interface Inspected {
  columns: string[];
  index: unknown[];
  rows: number;
  column(name: string): unknown[] | undefined;
}

/** The frame as the reference's assertions read it: flattened labels, values by label. */
export function inspect(frame: Frame): Inspected {
  const flat = flattenColumns(frame);
  const label = (c: DataColumn) => {
    const first = c.path[0];
    return typeof first === 'string' ? first : labelText(first);
  };
  const values = (c: DataColumn) => Array.from(frame.table.array(c.id) as ArrayLike<unknown>).map(cell);
  return {
    columns: flat.columns.map(label),
    index: frame.index[0] ? values(frame.index[0]) : [],
    rows: frame.table.numRows(),
    column(name) {
      const found = [...flat.index, ...flat.columns].find((c) => label(c) === name);
      return found ? values(found) : undefined;
    },
  };
}

export function runCase(c: SupersetCase): { result: Inspected; before: Inspected; after: Inspected } {
  const input = buildFrame(c.input);
  const before = inspect(input);
  const result = inspect(runOperations(input, c.operations));
  return { result, before, after: inspect(input) };
}

/** Equal as the reference compares: numbers to 1e-9 relative, missing values equal. */
export function same(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') {
    return actual === expected || Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
  }
  if (Array.isArray(actual) && Array.isArray(expected)) {
    return actual.length === expected.length && actual.every((v, i) => same(v, expected[i]));
  }
  if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null) {
    return JSON.stringify(actual) === JSON.stringify(expected);
  }
  return actual === expected;
}
