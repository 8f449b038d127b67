import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Config } from '../config.ts';
import { databaseFileOf } from '../connectors/create-connector.ts';

/** Which connections a user may register (Superset's PREVENT_UNSAFE_DB_CONNECTIONS, stricter). */
export interface ConnectionPolicy {
  preventUnsafe: boolean;
  /** Real paths of the directories whose database files may be connected. */
  allowedFileDirs: readonly string[];
  /** The server's own files (metadata store, secrets, example warehouse): never connectable. */
  dataDir: string;
  /** The metadata database when it runs on PostgreSQL: never connectable. */
  metadataUrl: string | null;
}

export function connectionPolicyOf(config: Config): ConnectionPolicy {
  return {
    preventUnsafe: config.preventUnsafeDbConnections,
    allowedFileDirs: config.allowedDbFileDirs.map(realPath),
    dataDir: realPath(config.dataDir),
    metadataUrl: config.databaseUrl,
  };
}

/**
 * The path the operating system will open: symlinks and `..` of the part that exists are resolved
 * by the file system itself; the rest (a file about to be created) is appended to it.
 */
export function realPath(path: string): string {
  const absolute = resolve(path);
  const parts = absolute.split(sep).filter(Boolean);
  for (let keep = parts.length; keep >= 0; keep--) {
    try {
      const head = realpathSync(`${sep}${parts.slice(0, keep).join(sep)}`);
      return join(head, ...parts.slice(keep));
    } catch {
      // Not there (yet): try the parent.
    }
  }
  return absolute;
}

function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

const LOCAL_HOSTS = new Set(['', 'localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

interface ServerTarget {
  host: string;
  port: string;
  database: string;
}

function serverTarget(uri: string, defaultPort: string): ServerTarget | null {
  try {
    const url = new URL(uri.trim().replace(/^[^:]+:/, 'http:'));
    const host = decodeURIComponent(url.hostname).toLowerCase();
    return {
      host: LOCAL_HOSTS.has(host) ? 'localhost' : host,
      port: url.port || defaultPort,
      database: decodeURIComponent(url.pathname.replace(/^\//, '')),
    };
  } catch {
    return null;
  }
}

/** Same PostgreSQL server and database as the metadata store (local host names count as one). */
function isMetadataDatabase(uri: string, metadataUrl: string): boolean {
  if (!/^postgres(ql)?(\+[a-z0-9_]+)?:\/\//i.test(uri.trim())) return false;
  const a = serverTarget(uri, '5432');
  const b = serverTarget(metadataUrl, '5432');
  if (!a || !b) return false;
  return a.host === b.host && a.port === b.port && a.database === b.database;
}

/**
 * Why a connection URI may not be registered, or null when it may. A database file is refused
 * unless it lies under an allowed directory, and the data dir (metadata store, signing secret,
 * password hashes) is never reachable, whatever the setting: connecting it is how a user with
 * connection rights would read every secret. The metadata database on PostgreSQL is refused for
 * the same reason. In-memory DuckDB reads nothing outside itself (external access is off).
 */
export function unsafeConnectionReason(uri: string, policy: ConnectionPolicy): string | null {
  if (policy.metadataUrl && isMetadataDatabase(uri, policy.metadataUrl)) {
    return "Chartroom's own metadata database cannot be used as a data source for security reasons.";
  }
  let file: ReturnType<typeof databaseFileOf>;
  try {
    file = databaseFileOf(uri);
  } catch (error) {
    return (error as Error).message;
  }
  if (file === null) return null;
  const name = file.engine === 'sqlite' ? 'SQLite' : 'DuckDB';
  if (file.path === ':memory:') {
    return file.engine === 'duckdb' || !policy.preventUnsafe
      ? null
      : 'SQLite cannot be used as a data source for security reasons.';
  }
  const path = realPath(file.path);
  if (isInside(path, policy.dataDir)) {
    return `${name} files in Chartroom's data directory cannot be used as a data source for security reasons.`;
  }
  if (!policy.preventUnsafe) return null;
  if (policy.allowedFileDirs.some((dir) => isInside(path, dir))) return null;
  return `${name} files cannot be used as a data source for security reasons, unless they lie in a directory of CHARTROOM_ALLOWED_DB_FILE_DIRS.`;
}
