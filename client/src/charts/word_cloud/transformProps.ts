import type { WordCloudFormData } from '@chartroom/viz';
import { categoryRows } from '../categoryRows.ts';
import { labelColorFunction } from '../colors.ts';
import { toNumber } from '../columns.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

export interface Word {
  readonly text: string;
  readonly value: number;
  /** Font size in pixels, between size_from and size_to by the square root of the value. */
  readonly size: number;
  readonly rotate: 0 | 90 | -45 | 45;
  readonly color: string;
}

export interface WordCloudProps {
  readonly words: readonly Word[];
}

/** A stable pseudo-random number per word, so the cloud looks the same on every draw. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

export function transformProps(
  queryResult: ChartQueryResult,
  formData: WordCloudFormData,
  context?: ChartContext,
): WordCloudProps {
  contextFor(queryResult, context);
  const rows = categoryRows(queryResult, [formData.series], formData.metric)
    .filter((r) => r.value !== null && r.value > 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const from = toNumber(formData.size_from) ?? 10;
  const to = Math.max(from, toNumber(formData.size_to) ?? 70);
  const max = Math.sqrt(rows[0]?.value ?? 1);
  const min = Math.sqrt(rows.at(-1)?.value ?? 0);
  const colorOf = labelColorFunction(formData);
  const words = rows.map((row) => {
    const text = row.path[0] ?? '';
    const t = max === min ? 1 : (Math.sqrt(row.value as number) - min) / (max - min);
    const r = hash(text);
    const rotate: Word['rotate'] =
      formData.rotation === 'flat'
        ? 0
        : formData.rotation === 'random'
          ? (([0, 45, -45, 90] as const)[Math.floor(r * 4)] ?? 0)
          : r < 0.25
            ? 90
            : 0;
    return { text, value: row.value as number, size: Math.round(from + t * (to - from)), rotate, color: colorOf(text) };
  });
  return { words };
}
