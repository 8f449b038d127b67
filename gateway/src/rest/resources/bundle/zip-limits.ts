import { crc32 } from 'node:zlib';
import type JSZip from 'jszip';
import { BundleImportError } from './import-errors.ts';

/** Caps on what an import ZIP may inflate to; checked before anything is inflated. */
export interface ZipLimits {
  /** Entries (files and folders) in one bundle. */
  maxEntries: number;
  /** Largest inflated size of one entry, in bytes (Superset's ZIPPED_FILE_MAX_SIZE). */
  maxEntryBytes: number;
  /** Largest inflated size of the whole bundle, in bytes. */
  maxTotalBytes: number;
  /** Highest inflated/compressed ratio of the bundle (Superset's ZIP_FILE_MAX_COMPRESS_RATIO). */
  maxCompressRatio: number;
}

/** Superset's defaults (100 MB per file, ratio 200), with the whole bundle held to 100 MB and 10 000 entries. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: 100 * 1024 * 1024,
  maxCompressRatio: 200,
};

/** The sizes the ZIP's central directory declares for an entry (JSZip keeps them on `_data`). */
interface DeclaredSizes {
  compressedSize: number;
  uncompressedSize: number;
  crc32: number;
}

function declared(entry: JSZip.JSZipObject): DeclaredSizes {
  const data = (entry as unknown as { _data?: Partial<DeclaredSizes> })._data;
  return {
    compressedSize: Number(data?.compressedSize ?? 0),
    uncompressedSize: Number(data?.uncompressedSize ?? 0),
    crc32: Number(data?.crc32 ?? 0),
  };
}

/** JSZip's StreamHelper: chunks as they inflate; pause() stops the inflation. */
interface EntryStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): EntryStream;
  on(event: 'error', listener: (error: Error) => void): EntryStream;
  on(event: 'end', listener: () => void): EntryStream;
  pause(): EntryStream;
  resume(): EntryStream;
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function refuse(message: string): never {
  throw new BundleImportError(message, {}, 400);
}

/**
 * Superset's check_is_safe_zip, from the central directory alone (nothing inflated yet): entry
 * count, each entry's size, the total and the compression ratio of a zip bomb.
 */
export function checkDeclaredSizes(zip: JSZip, limits: ZipLimits): void {
  const entries = Object.values(zip.files);
  if (entries.length > limits.maxEntries) {
    refuse(`The ZIP file has ${entries.length} entries; at most ${limits.maxEntries} are allowed.`);
  }
  let inflated = 0;
  let compressed = 0;
  for (const entry of entries) {
    if (entry.dir) continue;
    const sizes = declared(entry);
    if (sizes.uncompressedSize > limits.maxEntryBytes) {
      refuse(
        `The ZIP file holds a file above the allowed size (${entry.name}: ${mb(sizes.uncompressedSize)}; at most ${mb(limits.maxEntryBytes)}).`,
      );
    }
    inflated += sizes.uncompressedSize;
    compressed += sizes.compressedSize;
  }
  if (inflated > limits.maxTotalBytes) {
    refuse(`The ZIP file inflates to ${mb(inflated)}; at most ${mb(limits.maxTotalBytes)} are allowed.`);
  }
  if (inflated > 0 && inflated / Math.max(compressed, 1) > limits.maxCompressRatio) {
    refuse(`The ZIP file's compression ratio is above the allowed threshold (${limits.maxCompressRatio}).`);
  }
}

/**
 * Inflates one entry chunk by chunk and stops at its declared size: an entry whose header lies
 * about its size is refused after that many bytes, never inflated to the end. Its CRC-32 is checked.
 */
export function inflateEntry(entry: JSZip.JSZipObject): Promise<string> {
  const sizes = declared(entry);
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    let failed = false;
    // JSZip's chunked reader (public API, missing from its type definitions).
    const stream = (entry as unknown as { internalStream(type: 'uint8array'): EntryStream }).internalStream(
      'uint8array',
    );
    stream
      .on('data', (chunk: Uint8Array) => {
        if (failed) return;
        total += chunk.length;
        if (total > sizes.uncompressedSize) {
          failed = true;
          stream.pause();
          reject(
            new BundleImportError(`Not a valid ZIP file: ${entry.name} inflates beyond its declared size`, {}, 400),
          );
          return;
        }
        chunks.push(chunk);
      })
      .on('error', (error: Error) => {
        if (failed) return;
        failed = true;
        reject(new BundleImportError(`Not a valid ZIP file: ${error.message}`, {}, 400));
      })
      .on('end', () => {
        if (failed) return;
        const bytes = Buffer.concat(chunks);
        if (bytes.length !== sizes.uncompressedSize || crc32(bytes) >>> 0 !== sizes.crc32 >>> 0) {
          reject(new BundleImportError('Not a valid ZIP file: Corrupted zip : CRC32 mismatch', {}, 400));
          return;
        }
        resolve(bytes.toString('utf8'));
      })
      .resume();
  });
}
