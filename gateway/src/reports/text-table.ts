/** A chart's rows as the TEXT report format shows them: a plain-text table and the same as HTML. */
export interface TextTable {
  text: string;
  html: string;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Columns in the result's order; numbers right-aligned in the text form. */
export function textTable(columns: readonly string[], rows: readonly Record<string, unknown>[]): TextTable {
  const body = rows.map((row) => columns.map((c) => cell(row[c])));
  const numeric = columns.map((c) => rows.length > 0 && rows.every((r) => r[c] === null || typeof r[c] === 'number'));
  const widths = columns.map((c, i) => Math.max(c.length, ...body.map((r) => (r[i] as string).length)));
  const pad = (s: string, i: number) => (numeric[i] ? s.padStart(widths[i] as number) : s.padEnd(widths[i] as number));
  const line = (cells: string[]) => cells.map(pad).join(' | ').trimEnd();
  const text = [line([...columns]), widths.map((w) => '-'.repeat(w)).join('-+-'), ...body.map(line)].join('\n');
  const th = columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const trs = body
    .map(
      (r) =>
        `<tr>${r.map((v, i) => `<td${numeric[i] ? ' style="text-align:right"' : ''}>${escapeHtml(v)}</td>`).join('')}</tr>`,
    )
    .join('');
  const html = `<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
  return { text, html };
}
