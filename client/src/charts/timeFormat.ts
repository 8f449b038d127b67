import { utcFormat } from 'd3-time-format';

/**
 * Time formats shared by axes, tooltips and tables: d3-time-format strings as Superset saves them,
 * `smart_date`, and formats chosen by the chart's time grain. Charts work in UTC, as the engine
 * returns times.
 */

const cache = new Map<string, (date: Date) => string>();

function d3TimeFormatter(spec: string): (date: Date) => string {
  const known = cache.get(spec);
  if (known) return known;
  const formatter = utcFormat(spec);
  cache.set(spec, formatter);
  return formatter;
}

function quarter(date: Date): string {
  return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
}

/** Superset's smart date: the coarsest unit the time falls on names it ('2024', 'Mar', 'Mar 05', '14:30'). */
export function smartDate(date: Date): string {
  if (date.getUTCMilliseconds() !== 0) return d3TimeFormatter('.%L')(date);
  if (date.getUTCSeconds() !== 0) return d3TimeFormatter(':%S')(date);
  if (date.getUTCMinutes() !== 0) return d3TimeFormatter('%H:%M')(date);
  if (date.getUTCHours() !== 0) return d3TimeFormatter('%H:%M')(date);
  if (date.getUTCDate() !== 1) return d3TimeFormatter('%b %d')(date);
  if (date.getUTCMonth() !== 0) return d3TimeFormatter('%b')(date);
  return d3TimeFormatter('%Y')(date);
}

/** A time grain's unit, coarse to fine. */
export type GrainUnit = 'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

export function grainUnit(grain: unknown): GrainUnit | undefined {
  if (typeof grain !== 'string' || grain === '') return undefined;
  if (grain === 'P1Y') return 'year';
  if (grain === 'P3M' || grain === 'P0.25Y') return 'quarter';
  if (grain === 'P1M') return 'month';
  if (grain.includes('P1W') || grain === 'P7D') return 'week';
  if (grain === 'P1D') return 'day';
  if (/^PT\d+(\.\d+)?H$/.test(grain)) return 'hour';
  if (/^PT\d+M$/.test(grain)) return 'minute';
  if (/^PT\d+S$/.test(grain)) return 'second';
  return undefined;
}

/** How one period of a grain reads in a tooltip or a table cell: 'Jan 2024', 'Q1 2024', '2024-01-05'. */
export function formatByGrain(date: Date, unit: GrainUnit | undefined): string {
  switch (unit) {
    case 'year':
      return d3TimeFormatter('%Y')(date);
    case 'quarter':
      return quarter(date);
    case 'month':
      return d3TimeFormatter('%b %Y')(date);
    case 'week':
    case 'day':
      return d3TimeFormatter('%Y-%m-%d')(date);
    case 'hour':
    case 'minute':
      return d3TimeFormatter('%Y-%m-%d %H:%M')(date);
    case 'second':
      return d3TimeFormatter('%Y-%m-%d %H:%M:%S')(date);
    default: {
      const iso = date.toISOString();
      return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
    }
  }
}

/**
 * A saved time format applied: a d3-time-format string, `smart_date`, or (unset, or smart_date
 * where the grain is known) the grain's own format.
 */
export function formatDate(date: Date, format?: unknown, grain?: unknown): string {
  const unit = grainUnit(grain);
  if (typeof format === 'string' && format !== '' && format !== 'smart_date' && format.includes('%')) {
    return d3TimeFormatter(format)(date);
  }
  if (format === 'smart_date' && unit === undefined) return smartDate(date);
  return formatByGrain(date, unit);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface TickStep {
  readonly ms: number;
  readonly unit: GrainUnit;
  readonly next: (date: Date) => Date;
}

function addMonths(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

const stepOf = (ms: number, unit: GrainUnit, next: (d: Date) => Date): TickStep => ({ ms, unit, next });

/** Tick spacings, finest first; each starts at a round boundary of its unit. */
const TICK_STEPS: readonly TickStep[] = [
  stepOf(HOUR, 'hour', (d) => new Date(d.getTime() + HOUR)),
  stepOf(6 * HOUR, 'hour', (d) => new Date(d.getTime() + 6 * HOUR)),
  stepOf(DAY, 'day', (d) => new Date(d.getTime() + DAY)),
  stepOf(7 * DAY, 'week', (d) => new Date(d.getTime() + 7 * DAY)),
  stepOf(30 * DAY, 'month', (d) => addMonths(d, 1)),
  stepOf(91 * DAY, 'quarter', (d) => addMonths(d, 3)),
  stepOf(182 * DAY, 'month', (d) => addMonths(d, 6)),
  stepOf(365 * DAY, 'year', (d) => addMonths(d, 12)),
  stepOf(730 * DAY, 'year', (d) => addMonths(d, 24)),
  stepOf(1826 * DAY, 'year', (d) => addMonths(d, 60)),
];

const GRAIN_MS: Record<GrainUnit, number> = {
  second: 1000,
  minute: 60_000,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 28 * DAY,
  quarter: 90 * DAY,
  year: 365 * DAY,
};

function alignStart(date: Date, step: TickStep): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const start = (() => {
    switch (step.unit) {
      case 'year':
        return new Date(Date.UTC(y + (m === 0 && date.getUTCDate() === 1 ? 0 : 1), 0, 1));
      case 'quarter': {
        const q = Math.ceil(m / 3) * 3;
        return new Date(Date.UTC(y, q === m && date.getUTCDate() === 1 ? m : q, 1));
      }
      case 'month':
        return new Date(Date.UTC(y, date.getUTCDate() === 1 ? m : m + 1, 1));
      default:
        return new Date(Math.ceil(date.getTime() / step.ms) * step.ms);
    }
  })();
  return start;
}

export interface TimeTicks {
  readonly values: readonly Date[];
  readonly format: (date: Date) => string;
}

/**
 * Ticks of a time axis that fit its width: about one per `minSpacing` pixels, at round
 * boundaries no finer than the grain, each named by the unit of the spacing ('Jan 2024' for
 * months, '2024' for years, 'Jan 05' for days).
 */
export function timeAxisTicks(
  domain: readonly [Date, Date],
  widthPx: number,
  grain?: unknown,
  format?: unknown,
  minSpacing = 90,
): TimeTicks {
  const [min, max] = domain;
  const span = Math.max(0, max.getTime() - min.getTime());
  const maxTicks = Math.max(2, Math.floor(widthPx / minSpacing));
  const unit = grainUnit(grain);
  const finest = unit ? GRAIN_MS[unit] : 0;
  const step = TICK_STEPS.find((s) => s.ms >= finest && span / s.ms <= maxTicks - 1) ?? (TICK_STEPS.at(-1) as TickStep);
  const values: Date[] = [];
  for (let t = alignStart(min, step); t.getTime() <= max.getTime() && values.length < 500; t = step.next(t)) {
    values.push(t);
  }
  if (values.length === 0) values.push(min);
  const explicit = typeof format === 'string' && format.includes('%') ? format : undefined;
  const tickFormat = explicit
    ? d3TimeFormatter(explicit)
    : (date: Date) => {
        switch (step.unit) {
          case 'year':
            return d3TimeFormatter('%Y')(date);
          case 'quarter':
            return quarter(date);
          case 'month':
            return d3TimeFormatter('%b %Y')(date);
          case 'week':
          case 'day':
            return d3TimeFormatter(span > 300 * DAY ? '%b %d %Y' : '%b %d')(date);
          default:
            return d3TimeFormatter(span > DAY ? '%b %d %H:%M' : '%H:%M')(date);
        }
      };
  return { values, format: tickFormat };
}
