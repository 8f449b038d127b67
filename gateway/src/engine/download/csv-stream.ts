import { Readable } from 'node:stream';
import { csvHeader, csvRows } from './csv.ts';
import type { TableSource } from './table-source.ts';

/** The CSV text of a source, pulled one batch at a time (the reader's pace drives the query). */
export function csvStream(source: TableSource): Readable {
  async function* lines(): AsyncGenerator<Buffer> {
    try {
      yield Buffer.from(csvHeader(source.colnames), 'utf8');
      for await (const batch of source.batches) yield Buffer.from(csvRows(batch, source.temporal), 'utf8');
    } finally {
      await source.batches.return();
    }
  }
  const readable = Readable.from(lines(), { objectMode: false });
  // Destroyed before the first read (client gone): the generator never ran, release the query.
  readable.on('close', () => void source.batches.return());
  return readable;
}
