/**
 * The request body size check of the GraphQL endpoint, in place of yoga's own: yoga pipes every
 * body through a TransformStream and builds a second Request to count bytes, which costs more
 * than a cached chartData answer itself. A body with a sound Content-Length (Node's HTTP parser
 * never delivers more than it announces) is checked by the header alone; a chunked one is read
 * here up to the limit.
 */

/** yoga's default. */
export const MAX_GRAPHQL_BODY_BYTES = 25_000_000;

const CONTENT_LENGTH = /^\d+$/;

function graphqlError(status: number, message: string, code: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code, http: { status } } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The request to hand on (the same one when its header settles it), or the 4xx to answer. */
export async function limitRequestBody(
  request: Request,
  maxBytes = MAX_GRAPHQL_BODY_BYTES,
  /** The body is counted as it is read later (multipart uploads): only a declared length is checked here. */
  countedLater = false,
): Promise<Request | Response> {
  if (!request.body) return request;
  const length = request.headers.get('content-length');
  if (length !== null && !request.headers.has('transfer-encoding')) {
    if (!CONTENT_LENGTH.test(length)) return graphqlError(400, 'Content-Length header is invalid.', 'BAD_REQUEST');
    if (Number(length) > maxBytes) return graphqlError(413, 'Request body too large', 'REQUEST_ENTITY_TOO_LARGE');
    return request;
  }
  if (countedLater) return request;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return graphqlError(413, 'Request body too large', 'REQUEST_ENTITY_TOO_LARGE');
    }
    chunks.push(value);
  }
  return new Request(request, { body: Buffer.concat(chunks, size) });
}
