/**
 * CSV as Superset writes chart data (pandas `to_csv`, no index): comma separated, `\n` line ends,
 * RFC 4180 quoting, datetimes as `YYYY-MM-DD HH:MM:SS`, booleans `True`/`False`, null empty.
 */

// Superset's csv.escape_value: a cell a spreadsheet would read as a formula is made inert.
const FORMULA_START = /^[@+\-=%]/;

function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text.replaceAll('|', '\\|')}` : text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A naive UTC datetime as pandas prints it (milliseconds only when there are some). */
export function formatDatetime(ms: number): string {
  const iso = new Date(ms).toISOString();
  const base = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  return ms % 1000 === 0 ? base : `${base}.${iso.slice(20, 23)}`;
}

export function csvCell(value: unknown, temporal: boolean): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDatetime(value.getTime());
  if (typeof value === 'number') {
    if (temporal && Number.isFinite(value)) return formatDatetime(value);
    return Number.isFinite(value) ? String(value) : '';
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return quote(escapeFormula(value));
  if (value instanceof Uint8Array) return quote(Buffer.from(value).toString('base64'));
  return quote(escapeFormula(JSON.stringify(value)));
}

export function csvHeader(colnames: readonly string[]): string {
  return `${colnames.map((c) => quote(escapeFormula(c))).join(',')}\n`;
}

/** Rows of one batch as CSV text (one string per batch keeps the stream's chunk count low). */
export function csvRows(rows: readonly unknown[][], temporal: readonly boolean[]): string {
  let out = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < row.length; i++) {
      if (i > 0) line += ',';
      line += csvCell(row[i], temporal[i] === true);
    }
    out += `${line}\n`;
  }
  return out;
}
