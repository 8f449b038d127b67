/**
 * Superset's conditional formatting of table cells: each rule names a metric column, an operator
 * and its bounds, and a colour whose opacity grows with how far the value reaches into the range.
 */
export interface ConditionalFormattingRule {
  readonly column: string;
  readonly operator: string;
  readonly targetValue?: number;
  readonly targetValueLeft?: number;
  readonly targetValueRight?: number;
  readonly colorScheme: string;
}

const MIN_OPACITY = 0.05;

export function parseRules(value: unknown): ConditionalFormattingRule[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    if (raw === null || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    if (typeof r.column !== 'string' || typeof r.colorScheme !== 'string') return [];
    const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));
    const rule: ConditionalFormattingRule = {
      column: r.column,
      operator: typeof r.operator === 'string' ? r.operator : 'None',
      colorScheme: r.colorScheme,
      ...(num(r.targetValue) === undefined ? {} : { targetValue: num(r.targetValue) }),
      ...(num(r.targetValueLeft) === undefined ? {} : { targetValueLeft: num(r.targetValueLeft) }),
      ...(num(r.targetValueRight) === undefined ? {} : { targetValueRight: num(r.targetValueRight) }),
    };
    return [rule];
  });
}

function withAlpha(color: string, opacity: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  const alpha = Math.min(1, Math.max(0, opacity));
  if (!hex) return color;
  const n = Number.parseInt(hex, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${Math.round(alpha * 100) / 100})`;
}

/** The background of a value under a rule, given the column's range; undefined when the rule does not match. */
export function ruleColor(
  rule: ConditionalFormattingRule,
  value: number,
  min: number,
  max: number,
): string | undefined {
  const scaled = (from: number, to: number, at: number) =>
    to === from ? 1 : MIN_OPACITY + (1 - MIN_OPACITY) * Math.min(1, Math.max(0, (at - from) / (to - from)));
  const t = rule.targetValue;
  const left = rule.targetValueLeft;
  const right = rule.targetValueRight;
  switch (rule.operator) {
    case 'None':
      return withAlpha(rule.colorScheme, max === min ? 1 : (value - min) / (max - min));
    case '>':
      return t !== undefined && value > t ? withAlpha(rule.colorScheme, scaled(t, max, value)) : undefined;
    case '≥':
    case '>=':
      return t !== undefined && value >= t ? withAlpha(rule.colorScheme, scaled(t, max, value)) : undefined;
    case '<':
      return t !== undefined && value < t ? withAlpha(rule.colorScheme, scaled(t, min, value)) : undefined;
    case '≤':
    case '<=':
      return t !== undefined && value <= t ? withAlpha(rule.colorScheme, scaled(t, min, value)) : undefined;
    case '=':
      return t !== undefined && value === t ? withAlpha(rule.colorScheme, 1) : undefined;
    case '≠':
    case '!=':
      return t !== undefined && value !== t ? withAlpha(rule.colorScheme, 1) : undefined;
    case '< x <':
    case '≤ x ≤':
    case '≤ x <':
    case '< x ≤': {
      if (left === undefined || right === undefined) return undefined;
      const lowOk = rule.operator.startsWith('≤') ? value >= left : value > left;
      const highOk = rule.operator.endsWith('≤') ? value <= right : value < right;
      return lowOk && highOk ? withAlpha(rule.colorScheme, scaled(left, right, value)) : undefined;
    }
    default:
      return undefined;
  }
}
