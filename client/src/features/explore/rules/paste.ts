/**
 * Values pasted into an IN / NOT IN filter: split on commas, newlines, tabs and semicolons (a column
 * copied from a spreadsheet, a list from an e-mail), trimmed, empties dropped, first occurrence kept.
 */
export function splitPastedValues(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[,\n\r\t;]/)) {
    const value = part.trim();
    if (value !== '') seen.add(value);
  }
  return [...seen];
}
