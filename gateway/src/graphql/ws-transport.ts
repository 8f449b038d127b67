import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { CSRF_HEADER } from '../auth/csrf.ts';
import { acceptUpgradeOrigin } from '../auth/origin-check.ts';
import type { GraphQLContext } from './context.ts';

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

/**
 * GraphQL over WebSocket (graphql-ws protocol) on the same endpoint, through Yoga's envelope so
 * every plugin (depth and cost limits, error masking) applies. The caller's credentials are the
 * upgrade request's cookie, or `authorization` in the connection parameters (non-browser clients).
 */
export function createGraphQLWebSocket(
  yoga: YogaServerInstance<Record<string, never>, GraphQLContext>,
  endpoint: string,
  allowedOrigins: readonly string[] = [],
): { handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean; close(): void } {
  const wss = new WebSocketServer({ noServer: true });
  useServer<Record<string, unknown>, { request: IncomingMessage }>(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const upgrade = ctx.extra.request;
        const headers = new Headers();
        if (upgrade.headers.cookie) headers.set('cookie', upgrade.headers.cookie);
        const auth = ctx.connectionParams?.authorization ?? upgrade.headers.authorization;
        if (typeof auth === 'string') headers.set('authorization', auth);
        // A mutation riding on the cookie needs the session's CSRF token, as over HTTP.
        const csrf = ctx.connectionParams?.csrfToken;
        if (typeof csrf === 'string') headers.set(CSRF_HEADER, csrf);
        const request = new Request(`http://${upgrade.headers.host ?? 'localhost'}${endpoint}`, { headers });
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          request,
          params,
        } as never);
        const document = parse(params.query);
        const errors = validate(schema, document);
        if (errors.length) return errors;
        return {
          schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies EnvelopedRoot,
        };
      },
    },
    wss,
  );
  return {
    handleUpgrade(request, socket, head) {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
      if (path !== endpoint) return false;
      // Browsers send Origin on every upgrade and the cookie whatever the page: another site's
      // script would otherwise query with the visitor's session.
      if (!acceptUpgradeOrigin(request, socket, allowedOrigins)) return true;
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      return true;
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
