import type { Plugin } from 'graphql-yoga';

/** Content types a cross-site <form> can send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * A browser authenticates with its session cookie, which another site's <form> would also send. A POST
 * riding on that cookie must therefore carry a content type no form can produce (e.g. application/json),
 * which forces a CORS preflight that a foreign origin cannot pass (CORS is off: the client is same-origin).
 * Bearer-token callers are not exposed (a form cannot set Authorization) and pass untouched.
 */
export function useCsrfGuard(): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method !== 'POST') return;
      if (request.headers.has('authorization') || !request.headers.has('cookie')) return;
      const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (contentType === '' || SIMPLE_CONTENT_TYPES.includes(contentType)) {
        endResponse(
          Response.json(
            {
              errors: [
                {
                  message: 'A cookie-authenticated POST to /graphql must be sent as application/json.',
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
