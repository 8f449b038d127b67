// Runs SQLite statements in a child process so that a timeout or an abort can stop one for real
// (by killing the process): better-sqlite3 is synchronous and exposes no interrupt, and a thread
// cannot be stopped while it is inside SQLite's native code.
import Database from 'better-sqlite3';
import { registerUnicodeLower } from './sqlite-functions.mjs';

const [path, mode] = process.argv.slice(2);
const readOnly = mode === 'ro';
const db = new Database(path, { readonly: readOnly, fileMustExist: readOnly });
if (readOnly) db.pragma('query_only = ON');
db.pragma('case_sensitive_like = ON');
registerUnicodeLower(db);

// Open cursors of streamed reads: an iterator stepped one batch per request of the parent.
const cursors = new Map();

function take(iterator, max) {
  const rows = [];
  while (rows.length < max) {
    const next = iterator.next();
    if (next.done) return { rows, done: true };
    rows.push(next.value);
  }
  return { rows, done: false };
}

function handle(message) {
  const { id, op = 'all' } = message;
  if (op === 'open') {
    const stmt = db.prepare(message.sql);
    if (!stmt.reader) throw new Error('Only statements that return rows can be streamed');
    const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
    const iterator = stmt.raw(true).iterate(...message.parameters);
    const batch = take(iterator, message.batchRows);
    if (!batch.done) cursors.set(message.cursor, { iterator, batchRows: message.batchRows });
    return { id, columns, ...batch };
  }
  if (op === 'next') {
    const cursor = cursors.get(message.cursor);
    if (!cursor) return { id, rows: [], done: true };
    const batch = take(cursor.iterator, cursor.batchRows);
    if (batch.done) cursors.delete(message.cursor);
    return { id, ...batch };
  }
  if (op === 'close') {
    cursors.get(message.cursor)?.iterator.return();
    cursors.delete(message.cursor);
    return { id, rows: [], done: true };
  }
  const stmt = db.prepare(message.sql);
  if (!stmt.reader) {
    stmt.run(...message.parameters);
    return { id, rows: [], columns: [] };
  }
  const rows = stmt.all(...message.parameters);
  const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
  return { id, rows, columns };
}

process.on('message', (message) => {
  try {
    process.send(handle(message));
  } catch (error) {
    if (message.cursor !== undefined) {
      cursors.get(message.cursor)?.iterator.return();
      cursors.delete(message.cursor);
    }
    process.send({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
