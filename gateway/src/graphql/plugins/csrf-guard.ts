import type { Plugin } from 'graphql-yoga';

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
export function useCsrfGuard(): Plugin {
  return {
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
