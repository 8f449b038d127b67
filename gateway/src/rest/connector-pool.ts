import { decryptSecret } from '../auth/index.ts';
import type { Connector } from '../connectors/connector.ts';
import { type ConnectorOptions, createConnector } from '../connectors/create-connector.ts';
import type { ConnectorTarget } from '../examples/examples-warehouse.ts';
import type { Logger } from '../logger.ts';
import { connectionUri, type DatabaseRow } from './connection-uri.ts';

export type { DatabaseRow };

/**
 * One Connector per database, reused across requests (connectors hold driver pools). A saved
 * database gets a new changed_on, so the next request opens a connector on the new URI; the old
 * one is retired, not closed at once, so that queries already running on it can finish.
 */
export interface ConnectorPool {
  get(database: DatabaseRow): Connector;
  close(): Promise<void>;
}

/** Longer than the engine's default query timeout (60 s). */
const RETIRE_AFTER_MS = 90_000;

/**
 * `localTarget` may stand a local connection in for a database (the examples warehouse, which
 * every node reads from its own read-only copy).
 */
export function createConnectorPool(
  log: Logger,
  open: (uri: string, options?: ConnectorOptions) => Connector = createConnector,
  decrypt: (cipher: string) => string = decryptSecret,
  localTarget: (database: DatabaseRow) => ConnectorTarget | null = () => null,
): ConnectorPool {
  const entries = new Map<number, { version: number; connector: Connector }>();
  const retiring = new Map<Connector, NodeJS.Timeout>();

  const closeQuietly = (connector: Connector) =>
    connector.close().catch((error: unknown) => log.warn({ err: error }, 'closing a connector failed'));

  return {
    get(database) {
      const version = database.changedOn.getTime();
      const entry = entries.get(database.id);
      if (entry && entry.version === version) return entry.connector;
      const local = localTarget(database);
      const connector = local ? open(local.uri, { readOnly: local.readOnly }) : open(connectionUri(database, decrypt));
      entries.set(database.id, { version, connector });
      if (entry) {
        const timer = setTimeout(() => {
          retiring.delete(entry.connector);
          void closeQuietly(entry.connector);
        }, RETIRE_AFTER_MS);
        timer.unref();
        retiring.set(entry.connector, timer);
      }
      return connector;
    },
    async close() {
      const all = [...entries.values()].map((e) => e.connector);
      for (const [connector, timer] of retiring) {
        clearTimeout(timer);
        all.push(connector);
      }
      entries.clear();
      retiring.clear();
      await Promise.allSettled(all.map((connector) => connector.close()));
    },
  };
}
