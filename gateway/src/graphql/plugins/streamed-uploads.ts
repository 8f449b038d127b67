import { openAsBlob } from 'node:fs';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { MalformedUploadError, receiveUpload, TooLargeError } from '../../uploads/receive.ts';

const badRequest = (message: string) => createGraphQLError(message, { extensions: { http: { status: 400 } } });

function parseJsonField(fields: Record<string, string>, name: string): unknown {
  const text = fields[name];
  if (text === undefined) throw badRequest(`Missing multipart form field "${name}"`);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`Multipart form field "${name}" must be a valid JSON string`);
  }
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Puts a value at a dotted path ("variables.file", "variables.files.0") of the operations object. */
function setAt(target: object, path: string, value: unknown): void {
  const keys = path.split('.');
  if (keys.some((k) => UNSAFE_KEYS.has(k))) throw badRequest(`Multipart map path "${path}" is not allowed`);
  let node = target as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) {
    const next = node[k];
    if (next === null || typeof next !== 'object')
      throw badRequest(`Multipart map path "${path}" is not in operations`);
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

/**
 * GraphQL multipart requests (the GraphQL multipart request spec: `operations`, `map`, files) read
 * as REST uploads are: each file written to a private temporary directory as it arrives, refused
 * with a 413 once the files pass `maxBytes` (CHARTROOM_UPLOAD_MAX_MB), never held whole in memory.
 * Resolvers get a File backed by the file on disk; the directory is removed after the response.
 * Only a signed-in caller's body is read.
 */
export function useStreamedUploads(maxBytes: number, signedIn: (request: Request) => Promise<boolean>): Plugin {
  const cleanups = new WeakMap<Request, () => Promise<void>>();
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method !== 'POST' || !(request.headers.get('content-type') ?? '').startsWith('multipart/form-data'))
        return;
      setRequestParser(async (req): Promise<GraphQLParams | Response> => {
        // Nothing is written to disk for a caller who may not upload anything (as REST refuses first).
        if (!(await signedIn(req))) {
          await req.body?.cancel().catch(() => undefined);
          return Response.json(
            { errors: [{ message: 'Sign in to upload files.', extensions: { code: 'UNAUTHENTICATED' } }] },
            { status: 401 },
          );
        }
        let received: Awaited<ReturnType<typeof receiveUpload>>;
        try {
          received = await receiveUpload(
            Object.fromEntries(req.headers),
            req.body as WebReadableStream<Uint8Array> | null,
            maxBytes,
          );
        } catch (error) {
          if (error instanceof TooLargeError) {
            return Response.json(
              { errors: [{ message: error.message, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] },
              { status: 413 },
            );
          }
          if (error instanceof MalformedUploadError) throw badRequest('The upload is not a valid multipart form');
          throw error;
        }
        cleanups.set(request, received.cleanup);
        const operations = parseJsonField(received.fields, 'operations');
        if (operations === null || typeof operations !== 'object' || Array.isArray(operations)) {
          throw badRequest('Multipart form field "operations" must be a JSON object');
        }
        if (received.fields.map !== undefined) {
          const map = parseJsonField(received.fields, 'map');
          if (map === null || typeof map !== 'object' || Array.isArray(map)) {
            throw badRequest('Multipart form field "map" must be a JSON object');
          }
          for (const [field, paths] of Object.entries(map as Record<string, unknown>)) {
            const file = received.files.find((f) => f.field === field);
            if (!file) throw badRequest(`Multipart file "${field}" is missing`);
            if (!Array.isArray(paths)) throw badRequest('Multipart map values must be lists of paths');
            const blob = await openAsBlob(file.path);
            const value = new File([blob], file.name, { type: file.type ?? '' });
            for (const path of paths) setAt(operations, String(path), value);
          }
        }
        return operations as GraphQLParams;
      });
    },
    async onResponse({ request }) {
      const cleanup = cleanups.get(request);
      if (cleanup) {
        cleanups.delete(request);
        await cleanup().catch(() => undefined);
      }
    },
  };
}
