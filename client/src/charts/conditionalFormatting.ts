/**
 * Superset's conditional formatting (getColorFormatters), shared by the table, the pivot table and
 * the big number: each rule names a column, an operator with its bounds, and a colour. A value the
 * rule matches gets the colour with an opacity that grows with how far the value reaches from the
 * rule's cut-off towards the column's extreme (5 % at the cut-off, 100 % at the extreme; from 0 %
 * over the column's range for the 'None' operator). Where several rules colour a value, the last wins.
 */
export interface ConditionalFormattingRule {
  readonly column: string;
  readonly operator: Operator;
  readonly targetValue?: number;
  readonly targetValueLeft?: number;
  readonly targetValueRight?: number;
  readonly colorScheme: string;
  /** Superset's table options: colour the whole row, or the text instead of the background. */
  readonly toAllRow: boolean;
  readonly toTextColor: boolean;
}

export type Operator = 'None' | '>' | '<' | '≥' | '≤' | '=' | '≠' | '< x <' | '≤ x ≤' | '≤ x <' | '< x ≤';

/** Operators as Superset saves them, and the ASCII spellings older exports use. */
const OPERATORS: Readonly<Record<string, Operator>> = {
  None: 'None',
  '>': '>',
  '<': '<',
  '≥': '≥',
  '>=': '≥',
  '≤': '≤',
  '<=': '≤',
  '=': '=',
  '==': '=',
  '≠': '≠',
  '!=': '≠',
  '< x <': '< x <',
  '≤ x ≤': '≤ x ≤',
  '≤ x <': '≤ x <',
  '< x ≤': '< x ≤',
};

const BETWEEN: readonly Operator[] = ['< x <', '≤ x ≤', '≤ x <', '< x ≤'];

/** Superset 5 saves theme colour names; earlier versions save the hex they stand for. */
const THEME_COLORS: Readonly<Record<string, string>> = {
  colorSuccess: '#5AC189',
  colorWarning: '#FCC700',
  colorError: '#E04355',
};

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;

function number(v: unknown): number | undefined {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The usable rules of saved form data: a column, a known operator with the bounds it needs, and a
 * colour (Superset skips the others).
 */
export function parseRules(value: unknown): ConditionalFormattingRule[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    if (raw === null || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    const operator = OPERATORS[typeof r.operator === 'string' ? r.operator : 'None'];
    if (typeof r.column !== 'string' || typeof r.colorScheme !== 'string' || r.colorScheme === '' || !operator) {
      return [];
    }
    const targetValue = number(r.targetValue);
    const targetValueLeft = number(r.targetValueLeft);
    const targetValueRight = number(r.targetValueRight);
    if (BETWEEN.includes(operator) ? targetValueLeft === undefined || targetValueRight === undefined : false) return [];
    if (operator !== 'None' && !BETWEEN.includes(operator) && targetValue === undefined) return [];
    const rule: ConditionalFormattingRule = {
      column: r.column,
      operator,
      colorScheme: THEME_COLORS[r.colorScheme] ?? r.colorScheme,
      toAllRow: r.toAllRow === true,
      toTextColor: r.toTextColor === true,
      ...(targetValue === undefined ? {} : { targetValue }),
      ...(targetValueLeft === undefined ? {} : { targetValueLeft }),
      ...(targetValueRight === undefined ? {} : { targetValueRight }),
    };
    return [rule];
  });
}

/** The colour at an opacity, as rgba for hex colours; other CSS colours are used as they are. */
export function withAlpha(color: string, opacity: number): string {
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color)?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 100) / 100;
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/** Superset's getOpacity: linear from the cut-off to the extreme, rounded to two decimals. */
function opacity(value: number, cutoff: number, extreme: number, minOpacity: number): number {
  if (extreme === cutoff) return 1;
  const raw = Math.abs(((1 - minOpacity) / (extreme - cutoff)) * (value - cutoff)) + minOpacity;
  return Math.min(1, Math.round(raw * 100) / 100);
}

/**
 * The colour function of one rule over the values of its column: undefined where the rule does not
 * match. `alpha: false` answers the plain colour (the big number's text).
 */
export function ruleColorFunction(
  rule: ConditionalFormattingRule,
  columnValues: readonly number[],
  alpha = true,
): (value: number) => string | undefined {
  const values = columnValues.filter(Number.isFinite);
  const min = values.length ? Math.min(...values) : Number.NaN;
  const max = values.length ? Math.max(...values) : Number.NaN;
  const t = rule.targetValue ?? Number.NaN;
  const left = rule.targetValueLeft ?? Number.NaN;
  const right = rule.targetValueRight ?? Number.NaN;
  let minOpacity = MIN_OPACITY_BOUNDED;
  let compare: (v: number) => { cutoff: number; extreme: number } | false;
  switch (rule.operator) {
    case 'None':
      minOpacity = MIN_OPACITY_UNBOUNDED;
      compare = (v) => (v >= min && v <= max ? { cutoff: min, extreme: max } : false);
      break;
    case '>':
      compare = (v) => (v > t ? { cutoff: t, extreme: max } : false);
      break;
    case '<':
      compare = (v) => (v < t ? { cutoff: t, extreme: min } : false);
      break;
    case '≥':
      compare = (v) => (v >= t ? { cutoff: t, extreme: max } : false);
      break;
    case '≤':
      compare = (v) => (v <= t ? { cutoff: t, extreme: min } : false);
      break;
    case '=':
      compare = (v) => (v === t ? { cutoff: t, extreme: t } : false);
      break;
    case '≠':
      // Stronger towards whichever extreme lies further from the target.
      compare = (v) => (v === t ? false : { cutoff: t, extreme: Math.abs(t - min) > Math.abs(max - t) ? min : max });
      break;
    case '< x <':
      compare = (v) => (v > left && v < right ? { cutoff: left, extreme: right } : false);
      break;
    case '≤ x ≤':
      compare = (v) => (v >= left && v <= right ? { cutoff: left, extreme: right } : false);
      break;
    case '≤ x <':
      compare = (v) => (v >= left && v < right ? { cutoff: left, extreme: right } : false);
      break;
    case '< x ≤':
      compare = (v) => (v > left && v <= right ? { cutoff: left, extreme: right } : false);
      break;
  }
  return (value) => {
    if (!Number.isFinite(value)) return undefined;
    const match = compare(value);
    if (match === false) return undefined;
    return alpha
      ? withAlpha(rule.colorScheme, opacity(value, match.cutoff, match.extreme, minOpacity))
      : rule.colorScheme;
  };
}

export interface ColorFormatter {
  readonly rule: ConditionalFormattingRule;
  readonly colorOf: (value: number) => string | undefined;
}

/** One colour function per rule, each over the values of its own column in `rows`. */
export function colorFormatters(
  rules: readonly ConditionalFormattingRule[],
  valuesOf: (column: string) => readonly number[],
  alpha = true,
): ColorFormatter[] {
  return rules.map((rule) => ({ rule, colorOf: ruleColorFunction(rule, valuesOf(rule.column), alpha) }));
}

/** The colour of a value under the formatters (the last that matches wins), if any. */
export function lastColor(formatters: readonly ColorFormatter[], value: number | null): string | undefined {
  if (value === null) return undefined;
  let color: string | undefined;
  for (const f of formatters) color = f.colorOf(value) ?? color;
  return color;
}
