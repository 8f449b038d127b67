import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CSRF_INVALID, CSRF_MISSING, CSRF_HEADER as CSRF_TOKEN_HEADER } from '../../auth/csrf.ts';
import type { RestTransport } from '../rest-client.ts';

/** Content types a cross-site <form> can send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * The header the client sends with every request. It is not CORS-safelisted, so another site can only
 * send it after a preflight that it cannot pass (CORS is off): its presence proves a same-origin script.
 */
export const CSRF_HEADER = 'x-requested-with';

/**
 * A browser authenticates with its session cookie, which another site's <form> would also send. A POST
 * riding on that cookie must therefore carry something no form can produce: a content type such as
 * application/json, or (for multipart uploads like `importBundle`, whose content type a form can send)
 * the `X-Requested-With` header. Either forces a CORS preflight that a foreign origin cannot pass.
 * Bearer-token callers are not exposed (a form cannot set Authorization) and pass untouched.
 */
export function useCsrfGuard(restFetch?: RestTransport): Plugin {
  return {
    // Superset's CSRF token on every mutation riding on the session cookie (HTTP, SSE and WebSocket):
    // the REST surface knows the session's token; the REST writes check it again.
    async onExecute({ args, setResultAndStopExecution }) {
      if (!restFetch) return;
      const request = (args.contextValue as { request?: Request }).request;
      if (!request || !cookieAuthenticated(request)) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      const given = request.headers.get(CSRF_TOKEN_HEADER)?.trim();
      const refuse = (message: string) =>
        setResultAndStopExecution({ errors: [new GraphQLError(message, { extensions: { code: 'CSRF_REJECTED' } })] });
      if (!given) return refuse(CSRF_MISSING);
      const expected = await restFetch(
        new Request(new URL('/api/v1/security/csrf_token/', request.url), {
          headers: { cookie: request.headers.get('cookie') ?? '', accept: 'application/json' },
        }),
      );
      const body = (await expected.json().catch(() => null)) as { result?: unknown } | null;
      if (expected.status !== 200 || body?.result !== given) return refuse(CSRF_INVALID);
    },
    onRequest({ request, endResponse }) {
      if (request.method !== 'POST') return;
      if (request.headers.has('authorization') || !request.headers.has('cookie')) return;
      if (request.headers.get(CSRF_HEADER)?.trim()) return;
      const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (contentType === '' || SIMPLE_CONTENT_TYPES.includes(contentType)) {
        endResponse(
          Response.json(
            {
              errors: [
                {
                  message:
                    'A cookie-authenticated POST to /graphql must be sent as application/json or carry an X-Requested-With header.',
                  extensions: { code: 'CSRF_REJECTED' },
                },
              ],
            },
            { status: 403 },
          ),
        );
      }
    },
  };
}

/** The browser session cookie, and no bearer token: the credentials another site's page could ride on. */
function cookieAuthenticated(request: Request): boolean {
  if (/^Bearer\s+\S/i.test(request.headers.get('authorization') ?? '')) return false;
  return /(?:^|;\s*)session=/.test(request.headers.get('cookie') ?? '');
}

/** REST writes made for a mutation carry the caller's CSRF token, which the REST surface checks again. */
export function forwardCsrfToken(request: Request, transport: RestTransport): RestTransport {
  const token = request.headers.get(CSRF_TOKEN_HEADER);
  if (!token) return transport;
  return (rest) => {
    if (rest.method === 'GET' || rest.method === 'HEAD') return transport(rest);
    const headers = new Headers(rest.headers);
    headers.set(CSRF_TOKEN_HEADER, token);
    return transport(new Request(rest, { headers }));
  };
}
