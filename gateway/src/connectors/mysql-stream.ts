import type { Readable } from 'node:stream';
import type { Connection, FieldPacket } from 'mysql2';
import type { ResultColumn } from './connector.ts';
import { genericTypeOf, naiveToDate } from './generic-type.ts';
import { MYSQL_DATE_TYPES, mysqlTypeName } from './mysql-types.ts';

/** A running statement read from its socket: fields first, then rows on demand. */
export interface MySqlRowReader {
  columns: ResultColumn[];
  /** Up to `max` rows (fewer only at the end); null once the result is exhausted. */
  read(max: number): Promise<unknown[][] | null>;
  /** Stops reading: the caller destroys or releases the connection afterwards. */
  close(): void;
}

/**
 * Executes a prepared statement and reads its rows through mysql2's row stream. The stream pauses
 * the socket when its small buffer is full, so the server waits (TCP back-pressure) instead of the
 * gateway holding the result: memory stays at a batch plus the socket buffers.
 */
export async function openRowReader(
  conn: Connection,
  sql: string,
  parameters: readonly unknown[],
): Promise<MySqlRowReader> {
  const command = conn.execute({ sql, values: [...parameters] as never[], rowsAsArray: true });
  const stream: Readable = command.stream({ highWaterMark: 512 });
  let failure: unknown = null;
  stream.on('error', (e) => {
    failure = e;
  });
  const fields = await new Promise<FieldPacket[]>((resolve, reject) => {
    const onFields = (f: FieldPacket[]) => {
      cleanup();
      resolve(f ?? []);
    };
    const onEnd = () => {
      cleanup();
      resolve([]);
    };
    const onError = (e: unknown) => {
      cleanup();
      reject(e);
    };
    const cleanup = () => {
      stream.off('fields', onFields);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    stream.on('fields', onFields);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
  const columns = fields.map((f) => {
    const type = mysqlTypeName(f.columnType);
    return { name: f.name, type, generic: genericTypeOf(type) };
  });
  const dateIndexes = fields.flatMap((f, i) => (MYSQL_DATE_TYPES.has(f.columnType ?? -1) ? [i] : []));
  const rows = stream[Symbol.asyncIterator]() as AsyncIterator<unknown[]>;
  let ended = false;

  return {
    columns,
    async read(max: number): Promise<unknown[][] | null> {
      if (ended) return null;
      const batch: unknown[][] = [];
      while (batch.length < max) {
        const next = await rows.next();
        if (failure) throw failure;
        if (next.done) {
          ended = true;
          break;
        }
        const row = next.value;
        for (const i of dateIndexes) {
          const v = row[i];
          if (typeof v === 'string') row[i] = v.startsWith('0000') ? null : naiveToDate(v);
        }
        batch.push(row);
      }
      return batch.length ? batch : null;
    },
    close(): void {
      ended = true;
      stream.destroy();
    },
  };
}
