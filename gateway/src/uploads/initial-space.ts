/**
 * Superset's `skip_initial_space` (pandas `skipinitialspace`): spaces at the start of a field (after
 * a delimiter or at a line's start) are not part of it, so ` "a, b"` is the quoted field `a, b` and
 * ` 5` is `5`. Spaces inside quotes, and spaces a field ends with, are kept. Fed the text a chunk at
 * a time (state carries over), it gives the text the CSV parser reads.
 */
export class InitialSpaceSkipper {
  private atFieldStart = true;
  private inQuotes = false;
  /** A quote seen inside quotes: the field's end, or the first half of an escaped "". */
  private quotePending = false;
  /** The last characters outside quotes, to find a delimiter of several characters. */
  private tail = '';

  constructor(private readonly delimiter: string) {}

  push(text: string): string {
    let out = '';
    const d = this.delimiter;
    for (const c of text) {
      if (this.inQuotes) {
        if (this.quotePending) {
          this.quotePending = false;
          if (c === '"') {
            out += c;
            continue;
          }
          this.inQuotes = false; // the closing quote: c is outside, read below
        } else {
          if (c === '"') this.quotePending = true;
          out += c;
          continue;
        }
      }
      if (this.atFieldStart && c === ' ') continue;
      out += c;
      this.tail = (this.tail + c).slice(-Math.max(1, d.length));
      if (c === '\n' || c === '\r' || (d !== '' && this.tail === d)) {
        this.atFieldStart = true;
      } else if (c === '"' && this.atFieldStart) {
        this.atFieldStart = false;
        this.inQuotes = true;
      } else {
        this.atFieldStart = false;
      }
    }
    return out;
  }
}
