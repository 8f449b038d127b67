import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { FileError } from './csv-read.ts';

/** The files of a ZIP whose names end with one of `extensions` (folders and macOS metadata left out). */
async function entriesOf(path: string, extensions: readonly string[]): Promise<JSZip.JSZipObject[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(await readFile(path));
  } catch {
    throw new FileError('The ZIP file is damaged and cannot be read.');
  }
  return Object.values(zip.files).filter(
    (f) =>
      !f.dir &&
      !f.name.startsWith('__MACOSX/') &&
      !f.name.split('/').pop()?.startsWith('.') &&
      extensions.some((ext) => f.name.toLowerCase().endsWith(`.${ext}`)),
  );
}

/** The one CSV file a ZIP holds, as a byte stream (decompressed as it is read). */
export async function zippedCsvStream(path: string): Promise<Readable> {
  const entries = await entriesOf(path, ['csv', 'tsv', 'txt']);
  if (entries.length !== 1) {
    throw new FileError(
      `A zipped CSV upload takes a ZIP holding exactly one .csv, .tsv or .txt file (this one holds ${entries.length}).`,
    );
  }
  // JSZip's stream is an old-style one: piped into a core stream, it reads like any file.
  const out = new PassThrough();
  const source = (entries[0] as JSZip.JSZipObject).nodeStream('nodebuffer');
  source.on('error', (error: Error) => out.destroy(error));
  source.pipe(out);
  return out;
}

/** The Parquet files a ZIP holds, written next to it; at least one. */
export async function unzipParquetFiles(path: string, dir: string): Promise<{ name: string; path: string }[]> {
  const entries = await entriesOf(path, ['parquet', 'pq']);
  if (entries.length === 0) throw new FileError('The ZIP file holds no .parquet file.');
  const out: { name: string; path: string }[] = [];
  for (const [i, entry] of entries.entries()) {
    const target = join(dir, `zipped-${i}.parquet`);
    await pipeline(entry.nodeStream('nodebuffer') as unknown as Readable, createWriteStream(target));
    out.push({ name: entry.name, path: target });
  }
  return out;
}
