import type { Connector, ConnectorSession, SessionOptions } from '../connectors/connector.ts';

/**
 * Runs `fn` on one held connection with the default schema set. A connector without sessions
 * runs each statement on its own (no schema to apply, nothing carried between statements); asking
 * it for a schema is refused rather than ignored.
 */
export async function withSession<T>(
  connector: Connector,
  options: SessionOptions,
  fn: (session: ConnectorSession) => Promise<T>,
): Promise<T> {
  if (connector.session) return connector.session(options, fn);
  if (options.defaultSchema) {
    throw new Error(`The ${connector.dialect} connector cannot run queries in a chosen schema.`);
  }
  return fn({ query: (sql, parameters, o) => connector.query(sql, parameters, o) });
}
