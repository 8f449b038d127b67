import { decryptSecret } from '../auth/index.ts';
import type { Connector } from '../connectors/connector.ts';
import { createConnector } from '../connectors/create-connector.ts';
import type { Logger } from '../logger.ts';
import type { DatabaseRow } from './connection-uri.ts';
import { connectionUri } from './connection-uri.ts';

export type { DatabaseRow };

/**
 * One Connector per database, reused across requests (connectors hold driver pools). A saved
 * database gets a new changed_on, so its old connector is closed and a new one opened with the
 * new URI.
 */
export interface ConnectorPool {
  get(database: DatabaseRow): Connector;
  close(): Promise<void>;
}

export function createConnectorPool(log: Logger, open: (uri: string) => Connector = createConnector): ConnectorPool {
  const entries = new Map<number, { version: number; connector: Connector }>();

  const closeQuietly = (connector: Connector, databaseId: number) => {
    connector.close().catch((error: unknown) => log.warn({ err: error, databaseId }, 'closing a connector failed'));
  };

  return {
    get(database) {
      const version = database.changedOn.getTime();
      const entry = entries.get(database.id);
      if (entry && entry.version === version) return entry.connector;
      if (entry) closeQuietly(entry.connector, database.id);
      const connector = open(connectionUri(database, decryptSecret));
      entries.set(database.id, { version, connector });
      return connector;
    },
    async close() {
      const all = [...entries.values()];
      entries.clear();
      await Promise.allSettled(all.map(({ connector }) => connector.close()));
    },
  };
}
