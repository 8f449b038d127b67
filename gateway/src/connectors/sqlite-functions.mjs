// SQL functions every SQLite connection of the engine gets, in process and in the child process.

/**
 * `chartroom_lower(text)`: lower case for every Unicode letter (SQLite's LOWER folds ASCII only),
 * one character at a time, so that ILIKE agrees with PostgreSQL, DuckDB and MySQL: a letter whose
 * lower case is several characters (U+0130) is kept, and no letter depends on its neighbours
 * (JavaScript writes a word-final capital sigma as a final sigma).
 */
export function unicodeLower(value) {
  if (typeof value !== 'string') return value;
  let out = '';
  for (const ch of value) {
    const lower = ch.toLowerCase();
    out += lower.length === ch.length ? lower : ch;
  }
  return out;
}

export function registerUnicodeLower(db) {
  db.function('chartroom_lower', { deterministic: true }, unicodeLower);
}
