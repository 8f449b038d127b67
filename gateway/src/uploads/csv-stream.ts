import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import Papa from 'papaparse';
import { type CsvOptions, extensionOf, FileError, isParquet } from './csv-read.ts';
import { InitialSpaceSkipper } from './initial-space.ts';
import { zippedCsvStream } from './zip-entries.ts';

const CSV_EXTENSIONS = ['csv', 'tsv', 'txt'];

/** The first bytes of a file (its magic number). */
export async function headOf(path: string, length = 8): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

const isGzip = (b: Uint8Array) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;
export const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Checks a CSV file by extension and content; says how it is compressed. */
export async function checkCsvFile(fileName: string, path: string): Promise<{ gzip: boolean; zip: boolean }> {
  const { ext, gzip, zip } = extensionOf(fileName);
  if (ext !== null && !CSV_EXTENSIONS.includes(ext)) {
    throw new FileError(`A CSV upload takes a .csv, .tsv or .txt file (optionally .gz or .zip), not .${ext}.`);
  }
  const head = await headOf(path);
  if (isGzip(head)) return { gzip: true, zip: false };
  if (isZip(head)) return { gzip: false, zip: true };
  if (gzip) throw new FileError('The file is named .gz but is not gzip-compressed.');
  if (zip) throw new FileError('The file is named .zip but is not a ZIP file.');
  if (isParquet(head)) throw new FileError('The file is not a CSV text file.');
  return { gzip: false, zip: false };
}

/** The file's text as it is read: gzip undone, decoded with its encoding (refused when not valid in it). */
export function textStream(source: Readable, gzip: boolean, encoding = 'utf-8'): Readable {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new FileError(`Unknown encoding "${encoding.slice(0, 40)}".`);
  }
  const bytes = gzip ? source.pipe(createGunzip()) : source;
  if (gzip) source.on('error', (e) => bytes.destroy(e));
  async function* decode() {
    try {
      for await (const chunk of bytes) {
        const text = decoder.decode(chunk as Buffer, { stream: true });
        // NUL never occurs in text: a binary file under a CSV name.
        if (text.includes('\u0000')) throw new FileError('The file is not a CSV text file (it holds binary data).');
        if (text) yield text;
      }
      const rest = decoder.decode();
      if (rest) yield rest;
    } catch (error) {
      if (error instanceof FileError) throw error;
      if (error instanceof TypeError) {
        throw new FileError(`The file is not valid ${decoder.encoding} text; choose its encoding.`);
      }
      throw new FileError('The compressed file is damaged and cannot be read.');
    }
  }
  return Readable.from(decode(), { objectMode: false, encoding: 'utf8' });
}

/** A CSV file's text, from its path on the server. */
export async function csvText(path: string, fileName: string, encoding?: string): Promise<Readable> {
  const { gzip, zip } = await checkCsvFile(fileName, path);
  return textStream(zip ? await zippedCsvStream(path) : createReadStream(path), gzip, encoding);
}

/**
 * Rows of CSV text a batch at a time (the parser pauses while a batch is handled), so that a large
 * file never sits in memory. Malformed CSV (unterminated quotes) is refused with its row.
 */
export async function* csvRowBatches(
  text: Readable,
  delimiter?: string,
  onDelimiter?: (delimiter: string) => void,
  /** Blank lines as rows (`['']`), not skipped. */
  keepBlankLines = false,
): AsyncGenerator<string[][]> {
  const queue: string[][][] = [];
  let done = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  let handle: Papa.Parser | null = null;
  let rowsSoFar = 0;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  text.on('error', (error) => {
    failure = error instanceof FileError ? error : new FileError('The file cannot be read.');
    notify();
  });
  Papa.parse<string[]>(text as unknown as File, {
    delimiter: delimiter || '',
    skipEmptyLines: !keepBlankLines,
    chunk(results, parser) {
      // Papa warns when it cannot guess a delimiter (a one-column file): that is not an error.
      const e = results.errors.find((x) => x.code !== 'UndetectableDelimiter');
      if (e) {
        failure = new FileError(
          `Parsing error: ${e.message}${e.row !== undefined ? ` (row ${rowsSoFar + e.row})` : ''}`,
        );
        parser.abort();
      } else {
        if (rowsSoFar === 0) onDelimiter?.(results.meta.delimiter);
        rowsSoFar += results.data.length;
        queue.push(results.data);
        handle = parser;
        parser.pause();
      }
      notify();
    },
    complete() {
      done = true;
      notify();
    },
    error(error: Error) {
      failure = new FileError(`Parsing error: ${error.message}`);
      notify();
    },
  });
  try {
    while (true) {
      if (failure) throw failure;
      const batch = queue.shift();
      if (batch) {
        yield batch;
        if (queue.length === 0 && !done) (handle as Papa.Parser | null)?.resume();
        continue;
      }
      if (done) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    if (!done) {
      (handle as Papa.Parser | null)?.abort();
      text.destroy();
    }
  }
}

/** The text with skip_initial_space applied, and the delimiter it used (guessed from the first chunk when not given). */
async function initialSpacesSkipped(
  text: Readable,
  delimiter: string | undefined,
): Promise<{ text: Readable; delimiter: string }> {
  const chunks = text[Symbol.asyncIterator]();
  const first = await chunks.next();
  const head = first.done ? '' : String(first.value);
  const used = delimiter || Papa.parse<string[]>(head, { preview: 10 }).meta.delimiter || ',';
  const skipper = new InitialSpaceSkipper(used);
  async function* skipped() {
    if (head) yield skipper.push(head);
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      const out = skipper.push(String(next.value));
      if (out) yield out;
    }
  }
  return { text: Readable.from(skipped(), { objectMode: false, encoding: 'utf8' }), delimiter: used };
}

const isBlankRow = (row: readonly string[] | undefined) => row !== undefined && row.length === 1 && row[0] === '';

/**
 * The rows of a CSV file after skip_rows/header_row and up to rows_to_read, with its header, a batch at a time.
 * Row numbers in messages count data rows from 1; skipped lines come before the header.
 */
export async function* csvRecords(
  path: string,
  fileName: string,
  options: CsvOptions,
): AsyncGenerator<{ header: string[]; delimiter: string } | { rows: string[][] }> {
  let skip = (options.skipRows ?? 0) + (options.headerRow ?? 0);
  let left = options.rowsToRead ?? Number.POSITIVE_INFINITY;
  let header: string[] | null = null;
  let text = await csvText(path, fileName, options.encoding);
  let given = options.delimiter;
  if (options.skipInitialSpace) ({ text, delimiter: given } = await initialSpacesSkipped(text, given));
  let delimiter = given ?? ',';
  const used = (d: string) => {
    delimiter = d;
  };
  // skip_blank_lines false: a blank line is a row of nulls, but the newline ending the file is no line.
  const keepBlank = options.skipBlankLines === false;
  let heldBlank = false;
  for await (const batch of csvRowBatches(text, given, used, keepBlank)) {
    let rows = batch;
    if (keepBlank) {
      if (heldBlank) rows = [[''], ...rows];
      heldBlank = isBlankRow(rows[rows.length - 1]);
      if (heldBlank) rows = rows.slice(0, -1);
    }
    if (skip > 0) {
      const n = Math.min(skip, rows.length);
      rows = rows.slice(n);
      skip -= n;
    }
    if (header === null && rows.length > 0) {
      header = rows[0] ?? [];
      rows = rows.slice(1);
      yield { header, delimiter };
    }
    if (rows.length > left) rows = rows.slice(0, left);
    left -= rows.length;
    if (rows.length > 0) yield { rows };
    if (left <= 0) return;
  }
  if (header === null) throw new FileError('Parsing error: the file has no header row');
}
