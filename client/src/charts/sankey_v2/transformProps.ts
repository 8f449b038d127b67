import type { SankeyFormData } from '@chartroom/viz';
import { metricColumnOf } from '../categoryRows.ts';
import { labelColorFunction } from '../colors.ts';
import { labelOf, toNumber } from '../columns.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

export interface SankeyNode {
  readonly id: string;
  /** Not `color`: nivo computes its own `color` field on nodes. */
  readonly tint: string;
}
export interface SankeyLink {
  readonly source: string;
  readonly target: string;
  readonly value: number;
}
export interface SankeyProps {
  readonly nodes: readonly SankeyNode[];
  readonly links: readonly SankeyLink[];
  /** Links left out because they would close a loop, which a Sankey diagram cannot draw. */
  readonly droppedLinks: number;
  readonly numberFormat: string;
}

function reaches(adjacency: Map<string, Set<string>>, from: string, to: string): boolean {
  const stack = [from];
  const seen = new Set<string>();
  while (stack.length) {
    const node = stack.pop() as string;
    if (node === to) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const next of adjacency.get(node) ?? []) stack.push(next);
  }
  return false;
}

/**
 * Links from source to target values, heaviest kept first. A value that is both a source and a
 * target is one node; a link that would close a loop is left out and counted.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: SankeyFormData,
  context?: ChartContext,
): SankeyProps {
  const meta = contextFor(queryResult, context).datasource;
  const source = labelOf(formData.source) ?? '';
  const target = labelOf(formData.target) ?? '';
  const metric = metricColumnOf(queryResult, formData.metric, [source, target]);
  const weights = new Map<string, SankeyLink>();
  for (const row of queryResult.data) {
    const value = metric === undefined ? null : toNumber(row[metric]);
    if (value === null || value <= 0) continue;
    const s = String(row[source] ?? 'NULL');
    const t = String(row[target] ?? 'NULL');
    const key = JSON.stringify([s, t]);
    const old = weights.get(key);
    weights.set(key, { source: s, target: t, value: (old?.value ?? 0) + value });
  }
  const adjacency = new Map<string, Set<string>>();
  const links: SankeyLink[] = [];
  let dropped = 0;
  for (const link of [...weights.values()].sort((a, b) => b.value - a.value)) {
    if (link.source === link.target || reaches(adjacency, link.target, link.source)) {
      dropped += 1;
      continue;
    }
    const out = adjacency.get(link.source) ?? new Set();
    out.add(link.target);
    adjacency.set(link.source, out);
    links.push(link);
  }
  const colorOf = labelColorFunction(formData);
  const ids = [...new Set(links.flatMap((l) => [l.source, l.target]))];
  const metricName = labelOf(formData.metric);
  return {
    nodes: ids.map((id) => ({ id, tint: colorOf(id) })),
    links,
    droppedLinks: dropped,
    numberFormat:
      optionalString((formData as { number_format?: unknown }).number_format) ??
      (metricName ? meta.metricFormats[metricName] : undefined) ??
      'SMART_NUMBER',
  };
}
