import { type GraphQLResponse, Observable, type RequestParameters, type Variables } from 'relay-runtime';
import { CSRF_TOKEN_HEADER, csrfToken } from './csrf.ts';
import { type GraphQLErrorPayload, GraphQLRequestError, UnauthenticatedError } from './errors.ts';
import { graphqlEndpoint, operationBody } from './fetchGraphQL.ts';

type Json = Record<string, unknown>;

/** Whether an operation asks for incremental delivery (the compiler keeps the directives in its text). */
export function isIncremental(request: RequestParameters): boolean {
  return /@(defer|stream)\b/.test(request.text ?? '');
}

const withMessage = (errors: unknown): GraphQLErrorPayload[] | undefined =>
  Array.isArray(errors)
    ? (errors as GraphQLErrorPayload[]).map((e) => ({ ...e, extensions: { ...e.extensions, message: e.message } }))
    : undefined;

/**
 * One execution result of graphql-yoga's incremental delivery, in the shape Relay reads: the first
 * with `data`; then one response per `incremental` item with its `path` and `label`; `is_final`
 * when the server says nothing follows.
 */
export function toRelayResponses(payload: Json): GraphQLResponse[] {
  const isFinal = payload.hasNext === false;
  const out: Json[] = [];
  if ('data' in payload) {
    out.push({ data: payload.data, errors: withMessage(payload.errors), extensions: { is_final: isFinal } });
  }
  const items = Array.isArray(payload.incremental) ? (payload.incremental as Json[]) : [];
  for (const [index, item] of items.entries()) {
    out.push({
      data: item.data ?? null,
      errors: withMessage(item.errors),
      path: item.path,
      label: item.label,
      extensions: { is_final: isFinal && index === items.length - 1 },
    });
  }
  return out as unknown as GraphQLResponse[];
}

/** Splits a server-sent-events text into the `data:` payloads of complete events; the rest waits. */
export function readEvents(buffer: string): { events: string[]; rest: string } {
  const parts = buffer.split(/\r?\n\r?\n/);
  const rest = parts.pop() ?? '';
  const events = parts.flatMap((part) => {
    const lines = part.split(/\r?\n/);
    if (lines.some((line) => line.startsWith('event: complete'))) return [];
    const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart());
    return data.length > 0 && data.join('') !== '' ? [data.join('\n')] : [];
  });
  return { events, rest };
}

async function post(body: Json, signal: AbortSignal, mutation: boolean): Promise<Response> {
  // A mutation rides on the session cookie: it carries the session's CSRF token.
  const csrf: Record<string, string> = mutation ? { [CSRF_TOKEN_HEADER]: await csrfToken() } : {};
  return fetch(graphqlEndpoint, {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      'X-Requested-With': 'XMLHttpRequest',
      ...csrf,
    },
    body: JSON.stringify(body),
  });
}

/**
 * An operation with @defer/@stream as a stream of Relay responses over server-sent events: each
 * deferred part reaches the store as it arrives. Unsubscribing (a navigation, a disposed query)
 * aborts the request, and the server stops the work still running for it.
 */
export function fetchIncremental(request: RequestParameters, variables: Variables) {
  return Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    (async () => {
      let response = await post(
        operationBody(request, variables),
        controller.signal,
        request.operationKind === 'mutation',
      );
      if (!response.headers.get('content-type')?.includes('text/event-stream')) {
        const body = (await response.json().catch(() => undefined)) as Json | undefined;
        const errors = (body?.errors ?? []) as GraphQLErrorPayload[];
        if (response.status === 401 || errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
          throw new UnauthenticatedError();
        }
        if (!errors.some((e) => e.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')) {
          throw new GraphQLRequestError(
            errors.map((e) => e.message).join('\n') || `The server answered ${response.status}`,
            response.status,
            errors,
          );
        }
        response = await post(
          operationBody(request, variables, false),
          controller.signal,
          request.operationKind === 'mutation',
        );
      }
      const reader = response.body?.getReader();
      if (!reader) throw new GraphQLRequestError('The server sent no body', response.status);
      const decoder = new TextDecoder();
      let buffer = '';
      let first = true;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const { events, rest } = readEvents(buffer);
        buffer = rest;
        for (const event of events) {
          const payload = JSON.parse(event) as Json;
          if (first && (payload.data === null || payload.data === undefined)) {
            const errors = (payload.errors ?? []) as GraphQLErrorPayload[];
            if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) throw new UnauthenticatedError();
            throw new GraphQLRequestError(errors.map((e) => e.message).join('\n'), response.status, errors);
          }
          first = false;
          for (const part of toRelayResponses(payload)) sink.next(part);
        }
      }
      sink.complete();
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
    });
    return () => controller.abort();
  });
}
