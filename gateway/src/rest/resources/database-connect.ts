import { decryptSecret, PASSWORD_MASK } from '../../auth/index.ts';
import type { Connector } from '../../connectors/connector.ts';
import { createConnector } from '../../connectors/create-connector.ts';
import { connectionUri } from '../connection-uri.ts';
import { passwordOf, scrub } from './database-uri.ts';

/** A connection test that never waits longer than this (an unreachable host can hang for minutes). */
const TEST_TIMEOUT_MS = 15_000;

/** The connection URI with the real password: a masked URI takes the stored one. */
export function usableUri(uri: string, storedEncrypted: string | null): string {
  if (passwordOf(uri) !== PASSWORD_MASK) return uri;
  return connectionUri(
    { id: 0, sqlalchemyUri: uri, encryptedPassword: storedEncrypted, changedOn: new Date(0) },
    decryptSecret,
  );
}

/** Opens a throw-away connector and runs a trivial statement; the driver's message (secrets scrubbed) on failure. */
export async function tryConnect(uri: string, pooled?: Connector): Promise<string | null> {
  const password = passwordOf(uri);
  let connector: Connector | null = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    // A database already open in the pool is tested through its connector: DuckDB refuses a second
    // handle on the same file with another configuration.
    connector = pooled ?? createConnector(uri, { readOnly: true });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Connection timed out after ${TEST_TIMEOUT_MS / 1000} s`)),
        TEST_TIMEOUT_MS,
      );
    });
    await Promise.race([connector.testConnection(), timeout]);
    return null;
  } catch (error) {
    const raw = error instanceof Error ? error.message || error.name : String(error);
    const code = (error as { code?: unknown }).code;
    const message = raw || (typeof code === 'string' ? code : 'Connection failed');
    return scrub(message, [password, password === null ? null : encodeURIComponent(password)]);
  } finally {
    clearTimeout(timer);
    if (!pooled) await connector?.close().catch(() => undefined);
  }
}

/** The body of a failed test: the UI shows 'ERROR: %s' with `message`; `errors` is Superset's SIP-40 list. */
export function connectionErrorBody(message: string, engine: string | null) {
  return {
    message,
    errors: [
      {
        message,
        error_type: 'GENERIC_DB_ENGINE_ERROR',
        level: 'error',
        extra: {
          engine_name: engine,
          issue_codes: [{ code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' }],
        },
      },
    ],
  };
}
