import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { ASYNC_TOKEN_COOKIE } from './async-token.ts';
import { isStreamId } from './event-log.ts';
import type { Jobs } from './jobs.ts';

export const ASYNC_EVENTS_WS_PATH = '/api/v1/async_event/ws';

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The WebSocket transport of async events (Superset's superset-websocket): the async-token cookie
 * names the channel; every event after `last_id` is sent as one JSON message, then live ones.
 */
export function createAsyncEventsSocket(jobs: Jobs) {
  const wss = new WebSocketServer({ noServer: true });

  const serve = (ws: WebSocket, channelId: string, lastId: string | null) => {
    const stop = new AbortController();
    ws.on('close', () => stop.abort());
    ws.on('error', () => stop.abort());
    void (async () => {
      try {
        for await (const event of jobs.channelEvents(channelId, lastId, stop.signal)) {
          if (ws.readyState !== ws.OPEN) break;
          ws.send(JSON.stringify(event));
        }
      } catch {
        // Redis away: close so the client reconnects (every 2.5 s, then falls back to polling).
        if (ws.readyState === ws.OPEN) ws.close(1011, 'Events are unavailable');
      }
    })();
  };

  return {
    /** Handles the upgrade when it is for the async-events path; false leaves it to others. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname.replace(/\/$/, '') !== ASYNC_EVENTS_WS_PATH) return false;
      const lastId = url.searchParams.get('last_id') || null;
      if (lastId !== null && !isStreamId(lastId)) {
        refuse(socket, 400, `Invalid last_id: ${lastId}`);
        return true;
      }
      const token = cookieValue(request.headers.cookie, ASYNC_TOKEN_COOKIE);
      void (async () => {
        const claims = token ? await jobs.tokens.verify(token) : null;
        if (!claims) return refuse(socket, 401, 'Missing or invalid async-token');
        wss.handleUpgrade(request, socket, head, (ws) => serve(ws, claims.channelId, lastId));
      })();
      return true;
    },
    close(): void {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
