import type { GraphFormData } from '@chartroom/viz';
import { type LegendOptions, legendOptions } from '../ChartLegend.tsx';
import { metricColumnOf } from '../categoryRows.ts';
import { labelColorFunction } from '../colors.ts';
import { labelOf, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

// Type aliases, not interfaces: nivo's network data needs the implicit index signature.
export type GraphNode = {
  readonly id: string;
  readonly value: number;
  readonly category: string | null;
  readonly color: string;
  readonly size: number;
  readonly degree: number;
};
export type GraphLink = {
  readonly source: string;
  readonly target: string;
  readonly value: number;
  readonly thickness: number;
};

export interface GraphProps {
  readonly nodes: readonly GraphNode[];
  readonly links: readonly GraphLink[];
  readonly categories: readonly { readonly id: string; readonly color: string }[];
  readonly metricName: string;
  readonly format: string;
  readonly linkDistance: number;
  readonly repulsivity: number;
  readonly centeringStrength: number;
  readonly legend: LegendOptions | null;
}

/**
 * A node per distinct source or target value, an edge per row; nodes are sized by the metric summed
 * over their edges and coloured by their category (one colour for all when there is none).
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: GraphFormData,
  context?: ChartContext,
): GraphProps {
  const meta = contextFor(queryResult, context).datasource;
  const source = labelOf(formData.source) ?? '';
  const target = labelOf(formData.target) ?? '';
  const sourceCategory = labelOf(formData.source_category ?? undefined);
  const targetCategory = labelOf(formData.target_category ?? undefined);
  const metric = metricColumnOf(queryResult, formData.metric, [source, target]);
  const totals = new Map<string, { value: number; category: string | null; degree: number }>();
  const links: { source: string; target: string; value: number }[] = [];
  const touch = (id: string, value: number, category: string | null) => {
    const node = totals.get(id) ?? { value: 0, category, degree: 0 };
    node.value += value;
    node.degree += 1;
    if (node.category === null) node.category = category;
    totals.set(id, node);
  };
  for (const row of queryResult.data) {
    const value = metric === undefined ? null : toNumber(row[metric]);
    if (value === null) continue;
    const s = String(row[source] ?? 'NULL');
    const t = String(row[target] ?? 'NULL');
    // A self-loop has nowhere to go in a force layout.
    if (s === t) continue;
    touch(s, value, sourceCategory ? String(row[sourceCategory] ?? 'NULL') : null);
    touch(t, value, targetCategory ? String(row[targetCategory] ?? 'NULL') : null);
    links.push({ source: s, target: t, value });
  }
  const colorOf = labelColorFunction(formData);
  const maxNode = Math.max(1, ...[...totals.values()].map((n) => Math.abs(n.value)));
  const maxLink = Math.max(1, ...links.map((l) => Math.abs(l.value)));
  const base = typeof formData.baseNodeSize === 'number' ? formData.baseNodeSize : 20;
  const edge = typeof formData.baseEdgeWidth === 'number' ? formData.baseEdgeWidth : 3;
  const nodes = [...totals].map(([id, n]) => ({
    id,
    value: n.value,
    category: n.category,
    color: colorOf(n.category ?? ''),
    size: 6 + base * Math.sqrt(Math.abs(n.value) / maxNode),
    degree: n.degree,
  }));
  const categories = [...new Set(nodes.map((n) => n.category).filter((c): c is string => c !== null))];
  const metricName = labelOf(formData.metric) ?? metric ?? '';
  return {
    nodes,
    links: links.map((l) => ({ ...l, thickness: 1 + edge * (Math.abs(l.value) / maxLink) })),
    categories: categories.map((id) => ({ id, color: colorOf(id) })),
    metricName: displayName(metricName, meta),
    format: (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER',
    linkDistance: typeof formData.edgeLength === 'number' ? formData.edgeLength : 100,
    repulsivity: typeof formData.repulsion === 'number' ? Math.max(1, formData.repulsion / 50) : 20,
    centeringStrength: typeof formData.gravity === 'number' ? formData.gravity : 0.3,
    legend: formData.show_legend === false || categories.length === 0 ? null : legendOptions(formData, 'top'),
  };
}
