/** Superset's alert validators: `not null`, or `operator` with `{op, threshold}`. */
export type AlertOperator = '<' | '<=' | '>' | '>=' | '==' | '!=';
const OPERATORS: readonly string[] = ['<', '<=', '>', '>=', '==', '!='];

export class AlertQueryError extends Error {}

export interface AlertOutcome {
  triggered: boolean;
  /** The value the query returned (null when it returned no row or a null). */
  value: number | null;
  /** The returned row as JSON, as Superset keeps it in `last_value_row_json`. */
  valueRowJson: string | null;
}

export interface AlertValidator {
  type: string | null;
  configJson: string | null;
}

function toNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'bigint') return Number(raw);
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  const n = typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) throw new AlertQueryError('Alert query returned a non-number value.');
  return n;
}

/**
 * Superset's AlertCommand on the rows of the alert's SQL: at most one row and (for `operator`) one
 * column; `not null` fires on a non-null, non-zero value (Superset's rule), `operator` compares the
 * value to the threshold. An empty result never fires.
 */
export function evaluateAlert(rows: readonly Record<string, unknown>[], validator: AlertValidator): AlertOutcome {
  if (rows.length > 1) throw new AlertQueryError('Alert query returned more than one row.');
  const row = rows[0];
  const columns = row ? Object.keys(row) : [];
  if (columns.length > 1 && validator.type === 'operator') {
    throw new AlertQueryError('Alert query returned more than one column.');
  }
  if (columns.length > 2) throw new AlertQueryError('Alert query returned more than one column.');
  // `not null` with two columns (Superset allows a label column): the value is the last one.
  const raw = row && columns.length > 0 ? row[columns[columns.length - 1] as string] : null;
  const value = raw === null || raw === undefined ? null : toNumber(raw);
  const valueRowJson = row ? JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)) : null;

  if (validator.type === 'not null') {
    return { triggered: value !== null && value !== 0, value, valueRowJson };
  }
  if (validator.type === 'operator') {
    const { op, threshold } = parseOperatorConfig(validator.configJson);
    if (value === null) return { triggered: false, value, valueRowJson };
    return { triggered: compare(value, op, threshold), value, valueRowJson };
  }
  throw new AlertQueryError('Alert validator config error.');
}

export function parseOperatorConfig(json: string | null): { op: AlertOperator; threshold: number } {
  try {
    const config = JSON.parse(json ?? '') as { op?: unknown; threshold?: unknown };
    if (typeof config.op === 'string' && OPERATORS.includes(config.op) && typeof config.threshold === 'number') {
      return { op: config.op as AlertOperator, threshold: config.threshold };
    }
  } catch {
    // falls through to the validator error
  }
  throw new AlertQueryError('Alert validator config error.');
}

function compare(value: number, op: AlertOperator, threshold: number): boolean {
  switch (op) {
    case '<':
      return value < threshold;
    case '<=':
      return value <= threshold;
    case '>':
      return value > threshold;
    case '>=':
      return value >= threshold;
    case '==':
      return value === threshold;
    case '!=':
      return value !== threshold;
  }
}
