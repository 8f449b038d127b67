/** A chart's place on the dashboard grid, read from position_json. */
export interface GridChart {
  readonly key: string;
  readonly chartId: number;
  /** Columns of the 12-column grid. */
  readonly width: number;
  /** Height in grid units of 8px (Superset's GRID_BASE_UNIT). */
  readonly height: number;
}

export interface GridRow {
  readonly key: string;
  readonly charts: readonly GridChart[];
}

export const gridBaseUnitPx = 8;
const gridColumns = 12;

interface LayoutComponent {
  readonly type?: unknown;
  readonly children?: unknown;
  readonly meta?: { readonly chartId?: unknown; readonly width?: unknown; readonly height?: unknown };
}

function componentsOf(positionJson: unknown): Record<string, LayoutComponent> {
  return positionJson !== null && typeof positionJson === 'object'
    ? (positionJson as Record<string, LayoutComponent>)
    : {};
}

function childrenOf(component: LayoutComponent | undefined): string[] {
  return Array.isArray(component?.children) ? component.children.filter((c): c is string => typeof c === 'string') : [];
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : fallback;
}

/**
 * The rows of charts in layout order: ROOT -> GRID -> ROW -> (COLUMN ->) CHART, with tabs and
 * headers flattened away (this read-only grid draws charts; the full dashboard screen draws the rest).
 */
export function dashboardGrid(positionJson: unknown): GridRow[] {
  const components = componentsOf(positionJson);
  const rows: GridRow[] = [];
  const seen = new Set<string>();

  const chartsUnder = (id: string, inheritedWidth?: number): GridChart[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    const component = components[id];
    if (!component) return [];
    if (component.type === 'CHART') {
      const chartId = component.meta?.chartId;
      if (typeof chartId !== 'number') return [];
      return [
        {
          key: id,
          chartId,
          width: clamp(component.meta?.width, 1, gridColumns, inheritedWidth ?? 4),
          height: clamp(component.meta?.height, 10, 400, 50),
        },
      ];
    }
    const width = component.type === 'COLUMN' ? clamp(component.meta?.width, 1, gridColumns, 4) : inheritedWidth;
    return childrenOf(component).flatMap((child) => chartsUnder(child, width));
  };

  const walk = (id: string) => {
    if (seen.has(id)) return;
    const component = components[id];
    if (!component) return;
    if (component.type === 'ROW') {
      seen.add(id);
      const charts = childrenOf(component).flatMap((child) => chartsUnder(child));
      if (charts.length > 0) rows.push({ key: id, charts });
      return;
    }
    if (component.type === 'CHART') {
      const charts = chartsUnder(id);
      if (charts.length > 0) rows.push({ key: id, charts });
      return;
    }
    seen.add(id);
    for (const child of childrenOf(component)) walk(child);
  };
  walk('ROOT_ID');
  return rows;
}
