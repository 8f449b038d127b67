// Runs SQLite statements in a child process so that a timeout or an abort can stop one for real
// (by killing the process): better-sqlite3 is synchronous and exposes no interrupt, and a thread
// cannot be stopped while it is inside SQLite's native code.
import Database from 'better-sqlite3';

const [path, mode] = process.argv.slice(2);
const readOnly = mode === 'ro';
const db = new Database(path, { readonly: readOnly, fileMustExist: readOnly });
if (readOnly) db.pragma('query_only = ON');
db.pragma('case_sensitive_like = ON');

process.on('message', ({ id, sql, parameters }) => {
  try {
    const stmt = db.prepare(sql);
    if (!stmt.reader) {
      stmt.run(...parameters);
      process.send({ id, rows: [], columns: [] });
      return;
    }
    const rows = stmt.all(...parameters);
    const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
    process.send({ id, rows, columns });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
