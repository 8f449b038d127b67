import type { AnnotationLayer } from '@chartroom/viz';
import { toDate, toNumber } from './columns.ts';

/** Superset's line styles of an annotation layer. */
export type AnnotationLineStyle = 'solid' | 'dashed' | 'longDashed' | 'dotted';

interface AnnotationStroke {
  readonly color: string;
  /** 0..1, from Superset's opacity choice ('' draws opaque lines, medium-shaded intervals). */
  readonly opacity: number;
  readonly width: number;
  readonly style: AnnotationLineStyle;
}

/** FORMULA and TIME_SERIES layers: a line over the chart's time axis. */
export interface AnnotationLine extends AnnotationStroke {
  readonly id: string;
  readonly label: string;
  readonly points: readonly { readonly x: Date; readonly y: number }[];
  readonly showMarkers: boolean;
  /** Superset's hideLine: only the markers are drawn. */
  readonly hideLine: boolean;
}

/** An EVENT record: a vertical marker at its time with a tooltip. */
export interface AnnotationEvent extends AnnotationStroke {
  readonly layer: string;
  readonly time: Date;
  readonly title: string;
  readonly descriptions: readonly string[];
  readonly showLabel: boolean;
}

/** An INTERVAL record: a shaded band from its start to its end. */
export interface AnnotationInterval extends Omit<AnnotationEvent, 'time'> {
  readonly start: Date;
  readonly end: Date;
}

export interface ChartAnnotations {
  readonly lines: readonly AnnotationLine[];
  readonly events: readonly AnnotationEvent[];
  readonly intervals: readonly AnnotationInterval[];
}

export const NO_ANNOTATIONS: ChartAnnotations = { lines: [], events: [], intervals: [] };

/** Superset's parseAnnotationOpacity. */
export function annotationOpacity(value: unknown, fallback = 1): number {
  switch (value) {
    case 'opacityLow':
      return 0.2;
    case 'opacityMedium':
      return 0.5;
    case 'opacityHigh':
      return 0.8;
    default:
      return fallback;
  }
}

/** SVG dash pattern of a line style, scaled to the line's width (ECharts scales its dashes alike). */
export function dashArray(style: AnnotationLineStyle, width: number): string | undefined {
  const w = Math.max(1, width);
  switch (style) {
    case 'dashed':
      return `${4 * w} ${3 * w}`;
    case 'longDashed':
      return `${10 * w} ${4 * w}`;
    case 'dotted':
      return `${w} ${2 * w}`;
    default:
      return undefined;
  }
}

const LINE_STYLES: readonly unknown[] = ['solid', 'dashed', 'longDashed', 'dotted'];

type Layer = Partial<AnnotationLayer> & { readonly name: string };

function isLayer(value: unknown): value is Layer {
  return value !== null && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string';
}

function stroke(layer: Layer, colorOf: (name: string) => string, defaultOpacity: number): AnnotationStroke {
  const width = toNumber(layer.width);
  return {
    color: typeof layer.color === 'string' && layer.color !== '' ? layer.color : colorOf(layer.name),
    opacity: annotationOpacity(layer.opacity, defaultOpacity),
    width: width !== null && width > 0 ? width : 1,
    style: LINE_STYLES.includes(layer.style) ? (layer.style as AnnotationLineStyle) : 'solid',
  };
}

function recordsOf(data: unknown): readonly Record<string, unknown>[] {
  const records = data !== null && typeof data === 'object' ? (data as { records?: unknown }).records : undefined;
  return Array.isArray(records)
    ? records.filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object')
    : [];
}

/**
 * The columns a record layer reads. A native layer's records have Superset's fixed columns (the
 * annotation layer control sets them when the source is a native layer); a chart's are chosen.
 */
function recordColumns(layer: Layer) {
  const native = layer.sourceType === 'NATIVE';
  return {
    time: layer.timeColumn || (native ? 'start_dttm' : ''),
    end: layer.intervalEndColumn || (native ? 'end_dttm' : ''),
    title: layer.titleColumn || (native ? 'short_descr' : ''),
    descriptions:
      Array.isArray(layer.descriptionColumns) && layer.descriptionColumns.length
        ? layer.descriptionColumns.filter((c): c is string => typeof c === 'string')
        : native
          ? ['long_descr']
          : [],
  };
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function formulaLine(layer: Layer, data: unknown, colorOf: (name: string) => string): AnnotationLine {
  const points = recordsOf(data).flatMap((r) => {
    const x = toDate(r.x);
    const y = toNumber(r.y);
    return x && y !== null ? [{ x, y }] : [];
  });
  return {
    id: `annotation:${layer.name}`,
    label: layer.name,
    points,
    showMarkers: false,
    hideLine: false,
    ...stroke(layer, colorOf, 1),
  };
}

/**
 * A chart's time-series result as extra lines: its time column (the layer's timeColumn, else
 * `__timestamp`, else the first column) against each numeric column, named after the layer (and
 * the column when there are several).
 */
function timeseriesLines(layer: Layer, data: unknown, colorOf: (name: string) => string): AnnotationLine[] {
  const records = recordsOf(data);
  const first = records[0];
  if (!first) return [];
  const keys = Object.keys(first);
  const timeKey = layer.timeColumn || (keys.includes('__timestamp') ? '__timestamp' : keys[0]);
  if (!timeKey) return [];
  const valueKeys = keys.filter((k) => k !== timeKey && records.some((r) => toNumber(r[k]) !== null));
  return valueKeys.map((key) => {
    const label = valueKeys.length === 1 ? layer.name : `${layer.name}: ${key}`;
    const points = records.flatMap((r) => {
      const x = toDate(r[timeKey]);
      const y = toNumber(r[key]);
      return x && y !== null ? [{ x, y }] : [];
    });
    points.sort((a, b) => a.x.getTime() - b.x.getTime());
    const own = stroke(layer, colorOf, 1);
    return {
      id: `annotation:${layer.name}:${key}`,
      label,
      points,
      showMarkers: layer.showMarkers === true,
      hideLine: layer.hideLine === true,
      ...own,
      color: typeof layer.color === 'string' && layer.color !== '' ? layer.color : colorOf(label),
    };
  });
}

/**
 * The annotation layers of a time-series chart, read from its form data's `annotation_layers`
 * and the chart data's `annotation_data` (keyed by layer name), in Superset's drawing terms. Hidden
 * layers (`show: false`) and layers the server answered nothing for are left out; records without
 * a readable time are skipped.
 */
export function chartAnnotations(
  layers: unknown,
  annotationData: Readonly<Record<string, unknown>> | null | undefined,
  colorOf: (name: string) => string,
): ChartAnnotations {
  if (!Array.isArray(layers) || !annotationData) return NO_ANNOTATIONS;
  const lines: AnnotationLine[] = [];
  const events: AnnotationEvent[] = [];
  const intervals: AnnotationInterval[] = [];
  for (const layer of layers.filter(isLayer)) {
    if (layer.show === false || !(layer.name in annotationData)) continue;
    const data = annotationData[layer.name];
    switch (layer.annotationType) {
      case 'FORMULA':
        lines.push(formulaLine(layer, data, colorOf));
        break;
      case 'TIME_SERIES':
        lines.push(...timeseriesLines(layer, data, colorOf));
        break;
      case 'EVENT':
      case 'INTERVAL': {
        const columns = recordColumns(layer);
        const isEvent = layer.annotationType === 'EVENT';
        // Superset shades intervals at medium opacity unless the layer chooses one.
        const style = stroke(layer, colorOf, isEvent ? 1 : 0.5);
        for (const record of recordsOf(data)) {
          const time = toDate(record[columns.time]);
          if (!time) continue;
          const common = {
            ...style,
            layer: layer.name,
            title: text(record[columns.title]),
            descriptions: columns.descriptions.map((c) => text(record[c])).filter((d) => d !== ''),
            showLabel: layer.showLabel === true,
          };
          if (isEvent) {
            events.push({ ...common, time });
          } else {
            const end = toDate(record[columns.end]) ?? time;
            // An end before the start is read as an instant.
            intervals.push({ ...common, start: time, end: new Date(Math.max(end.getTime(), time.getTime())) });
          }
        }
        break;
      }
      default:
        break;
    }
  }
  return { lines, events, intervals };
}

export function hasAnnotations(a: ChartAnnotations): boolean {
  return a.lines.length > 0 || a.events.length > 0 || a.intervals.length > 0;
}

/**
 * Legend entries of the annotation layers (Superset lists each layer as a series): one per line,
 * one per event or interval layer. Their ids are what `withoutHidden` takes.
 */
export function annotationLegendItems(
  a: ChartAnnotations,
): { readonly id: string; readonly label: string; readonly color: string }[] {
  const items = new Map<string, { id: string; label: string; color: string }>();
  for (const line of a.lines) items.set(line.id, { id: line.id, label: line.label, color: line.color });
  for (const mark of [...a.events, ...a.intervals]) {
    const id = `annotation:${mark.layer}`;
    if (!items.has(id)) items.set(id, { id, label: mark.layer, color: mark.color });
  }
  return [...items.values()];
}

/** The annotations left once the legend has hidden some (by `annotationLegendItems` id). */
export function withoutHidden(a: ChartAnnotations, hidden: ReadonlySet<string>): ChartAnnotations {
  if (hidden.size === 0) return a;
  return {
    lines: a.lines.filter((l) => !hidden.has(l.id)),
    events: a.events.filter((e) => !hidden.has(`annotation:${e.layer}`)),
    intervals: a.intervals.filter((i) => !hidden.has(`annotation:${i.layer}`)),
  };
}
