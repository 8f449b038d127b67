import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';

/** The default cap on an upload's size, raised or lowered with CHARTROOM_UPLOAD_MAX_MB. */
export const DEFAULT_UPLOAD_MAX_MB = 500;

export function uploadMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CHARTROOM_UPLOAD_MAX_MB?.trim();
  if (!raw) return DEFAULT_UPLOAD_MAX_MB * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb <= 0)
    throw new Error(`CHARTROOM_UPLOAD_MAX_MB must be a positive number, not "${raw}"`);
  return Math.floor(mb * 1024 * 1024);
}

export interface ReceivedFile {
  field: string;
  /** The name the client gave (its extension decides the format, with the content). */
  name: string;
  /** Where it was written on the server (never shown to the user). */
  path: string;
  size: number;
  /** The media type the client gave. */
  type?: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Removes the files; always called once the upload is done. */
  cleanup(): Promise<void>;
}

/** The upload is larger than the limit: a 413. */
export class TooLargeError extends Error {}
/** The multipart body is malformed: a 400. */
export class MalformedUploadError extends Error {}

/**
 * Reads a multipart body as it arrives, writing each file to a private temporary directory (never
 * holding a whole file in memory) and refusing the upload as soon as its files pass `maxBytes`.
 */
export async function receiveUpload(
  headers: Record<string, string>,
  body: WebReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<ReceivedUpload> {
  const dir = await mkdtemp(join(tmpdir(), 'chartroom-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let total = 0;
  try {
    if (!body) throw new MalformedUploadError('The upload has no body');
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { fieldSize: 1024 * 1024, fields: 100, files: 20 } });
    } catch (error) {
      throw new MalformedUploadError((error as Error).message);
    }
    const writes: Promise<void>[] = [];
    const done = new Promise<void>((resolve, reject) => {
      parser.on('field', (name, value) => {
        fields[name] = value;
      });
      parser.on('file', (field, stream, info) => {
        const path = join(dir, `${files.length}.upload`);
        const entry: ReceivedFile = { field, name: info.filename ?? 'upload', path, size: 0, type: info.mimeType };
        files.push(entry);
        const counter = new Transform({
          transform(chunk: Buffer, _enc, next) {
            entry.size += chunk.length;
            total += chunk.length;
            if (total > maxBytes)
              next(new TooLargeError(`The upload is larger than the limit (${Math.round(maxBytes / 1024 / 1024)} MB)`));
            else next(null, chunk);
          },
        });
        const write = pipeline(stream, counter, createWriteStream(path));
        write.catch((error: unknown) => {
          stream.resume();
          reject(error);
        });
        writes.push(write);
      });
      parser.on('error', (error: Error) => reject(new MalformedUploadError(error.message)));
      parser.on('close', () => resolve());
    });
    const source = Readable.fromWeb(body);
    source.on('error', () => undefined);
    source.pipe(parser);
    try {
      await done;
      await Promise.all(writes);
    } finally {
      source.unpipe(parser);
      source.destroy();
    }
    return { fields, files, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
