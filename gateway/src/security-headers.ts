import type { MiddlewareHandler } from 'hono';

/**
 * Who may frame Chartroom's pages (CHARTROOM_FRAME_ANCESTORS): `'self'` (the default, as Superset's
 * SAMEORIGIN), `'none'`, or a space-separated list of origins allowed to embed dashboards.
 */
export function frameHeaders(frameAncestors: string): { csp: string; xFrameOptions: string | null } {
  const value = frameAncestors.trim() || "'self'";
  const xFrameOptions = value === "'none'" ? 'DENY' : value === "'self'" ? 'SAMEORIGIN' : null;
  return { csp: `frame-ancestors ${value}`, xFrameOptions };
}

/**
 * The policy the built client runs under: its scripts are files from this origin (no inline
 * script, no eval); Chakra/Emotion and the charts write inline styles, hence 'unsafe-inline' for
 * styles only; data goes to this origin (GraphQL, REST, the WebSocket).
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameHeaders(frameAncestors).csp,
  ].join('; ');
}

const isHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' ||
  request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';

/** Security headers on every answer (pages, REST, GraphQL); HSTS only when the request came over TLS. */
export function securityHeaders(frameAncestors: string): MiddlewareHandler {
  const csp = contentSecurityPolicy(frameAncestors);
  const { xFrameOptions } = frameHeaders(frameAncestors);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const set = (name: string, value: string) => {
      if (!h.has(name)) h.set(name, value);
    };
    try {
      set('Content-Security-Policy', csp);
      if (xFrameOptions) set('X-Frame-Options', xFrameOptions);
      set('X-Content-Type-Options', 'nosniff');
      set('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (isHttps(c.req.raw)) set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    } catch {
      // Some answers carry immutable headers (a fetched upstream response, a WebSocket upgrade).
    }
  };
}
