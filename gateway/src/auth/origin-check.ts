/**
 * Whether a browser request's `Origin` may use the GraphQL WebSocket and SSE transports: the
 * gateway's own origin (the host the request reached, or the proxy's X-Forwarded-Host) or one of
 * the configured origins. Browsers always send Origin on WebSocket upgrades and cross-origin
 * requests; a request without one comes from a non-browser client or the same page.
 */
export function originAllowed(
  origin: string | null | undefined,
  hosts: readonly (string | null | undefined)[],
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined || origin === null || origin === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, files) and garbage
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (allowedOrigins.includes(parsed.origin)) return true;
  const own = hosts
    .flatMap((h) => (h ?? '').split(','))
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return own.includes(parsed.host.toLowerCase());
}

/** CHARTROOM_ALLOWED_ORIGINS: comma-separated `scheme://host[:port]` origins, normalised. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      let url: URL;
      try {
        url = new URL(o);
      } catch {
        throw new Error(`CHARTROOM_ALLOWED_ORIGINS: "${o}" is not an origin such as https://bi.example.com`);
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== o.replace(/\/$/, '')) {
        throw new Error(`CHARTROOM_ALLOWED_ORIGINS: "${o}" is not an origin such as https://bi.example.com`);
      }
      return url.origin;
    });
}

export const ORIGIN_REFUSED = 'This origin may not use the live transports (WebSocket, server-sent events)';

/** Whether a WebSocket upgrade may go ahead; a refused one is answered 403 and closed. */
export function acceptUpgradeOrigin(
  request: { headers: Record<string, string | string[] | undefined> },
  socket: { end(data: string): unknown },
  allowedOrigins: readonly string[],
): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (originAllowed(header('origin'), [header('host'), header('x-forwarded-host')], allowedOrigins)) return true;
  socket.end(
    `HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(ORIGIN_REFUSED)}\r\n\r\n${ORIGIN_REFUSED}`,
  );
  return false;
}
