import { connectionPolicyOf, unsafeConnectionReason } from '../../auth/connection-policy.ts';
import { encryptSecret, maskUri, PASSWORD_MASK } from '../../auth/index.ts';
import type { Config } from '../../config.ts';
import { BadRequestError } from '../errors.ts';

/** The engines Chartroom connects to, by the scheme of their SQLAlchemy URI. */
export type Backend = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

const SCHEMES: Record<string, Backend> = {
  duckdb: 'duckdb',
  sqlite: 'sqlite',
  postgres: 'postgresql',
  postgresql: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
};

/** `postgresql+psycopg2://...` -> postgresql; null for a URI we cannot use. */
export function backendOf(uri: string): Backend | null {
  const match = /^([a-z][a-z0-9]*)(\+[a-z0-9_]+)?:\/\//i.exec(uri.trim());
  return match ? (SCHEMES[(match[1] as string).toLowerCase()] ?? null) : null;
}

/** The URI is checked before anything is stored: an unknown engine is the caller's mistake. */
export function assertSupportedUri(uri: unknown): string {
  if (typeof uri !== 'string' || uri.trim() === '') {
    throw new BadRequestError({ sqlalchemy_uri: ['Missing data for required field.'] });
  }
  if (!backendOf(uri)) {
    throw new BadRequestError({
      sqlalchemy_uri: [
        'Invalid connection string, a valid string usually follows: driver://user:password@database-host/database-name (supported: duckdb, sqlite, postgresql, mysql)',
      ],
    });
  }
  return uri.trim();
}

const USER_PASSWORD = /^([\w+]+:\/\/[^:/@]*:)([^@]*)(@)/;

/** The password written in a URI (decoded), or null when it has none. */
export function passwordOf(uri: string): string | null {
  const m = USER_PASSWORD.exec(uri);
  if (!m || m[2] === '') return null;
  try {
    return decodeURIComponent(m[2] as string);
  } catch {
    return m[2] as string;
  }
}

/**
 * What is stored for a URI the client sent: the masked URI and the encrypted password. A URI that
 * carries the mask (the client sent back what it read) keeps the password already stored.
 */
export function storedConnection(
  uri: string,
  previousEncrypted: string | null,
): { sqlalchemyUri: string; encryptedPassword: string | null } {
  const password = passwordOf(uri);
  if (password === PASSWORD_MASK) return { sqlalchemyUri: uri, encryptedPassword: previousEncrypted };
  return { sqlalchemyUri: maskUri(uri), encryptedPassword: password === null ? null : encryptSecret(password) };
}

export interface ConnectionParameters {
  host?: string;
  port?: number;
  database?: string;
  username?: string;
  password?: string;
  query?: Record<string, string>;
}

/** The parameters Superset's form shows, read back from a (masked) URI; never the password. */
export function parametersOf(uri: string): Record<string, unknown> {
  const backend = backendOf(uri);
  if (backend === 'duckdb' || backend === 'sqlite') {
    const rest = uri.replace(/^[^:]+:\/\//, '');
    return { database: decodeURIComponent(rest.replace(/^\//, '').split('?')[0] ?? '') };
  }
  try {
    const url = new URL(uri.replace(/^[^:]+:/, 'http:'));
    return {
      host: decodeURIComponent(url.hostname),
      port: url.port ? Number(url.port) : backend === 'mysql' ? 3306 : 5432,
      database: decodeURIComponent(url.pathname.replace(/^\//, '')),
      username: decodeURIComponent(url.username),
      query: Object.fromEntries(url.searchParams),
    };
  } catch {
    return {};
  }
}

/** Superset's `build_sqlalchemy_uri` for the parameters form. */
export function uriFromParameters(backend: Backend, p: ConnectionParameters): string {
  if (backend === 'duckdb' || backend === 'sqlite')
    return `${backend}://${p.database?.startsWith('/') ? '' : '/'}${p.database ?? ''}`;
  const auth = p.username
    ? `${encodeURIComponent(p.username)}${p.password ? `:${encodeURIComponent(p.password)}` : ''}@`
    : '';
  const query = p.query && Object.keys(p.query).length ? `?${new URLSearchParams(p.query)}` : '';
  return `${backend}://${auth}${p.host ?? ''}${p.port ? `:${p.port}` : ''}/${encodeURIComponent(p.database ?? '')}${query}`;
}

/** Removes a secret from a driver message before it reaches a client or a log. */
export function scrub(message: string, secrets: readonly (string | null)[]): string {
  let out = message;
  for (const secret of secrets) {
    if (secret && secret.length >= 3) out = out.split(secret).join(PASSWORD_MASK);
  }
  return out;
}

/** What a connection reaches and as whom: a stored password is only ever sent to the same target. */
function connectionTarget(uri: string): string | null {
  const scheme = /^([a-z][a-z0-9]*)(\+[a-z0-9_]+)?:\/\//i.exec(uri.trim());
  if (!scheme) return null;
  const backend = backendOf(uri);
  if (backend === 'duckdb' || backend === 'sqlite')
    return `${scheme[0].toLowerCase()}${uri.trim().slice(scheme[0].length)}`;
  try {
    const url = new URL(uri.trim().replace(/^[^:]+:/, 'http:'));
    const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify([
      scheme[0].toLowerCase(),
      url.hostname.toLowerCase(),
      url.port || (backend === 'mysql' ? '3306' : '5432'),
      decodeURIComponent(url.pathname),
      decodeURIComponent(url.username),
      query,
    ]);
  } catch {
    return null;
  }
}

/**
 * Whether two URIs reach the same database as the same user: driver, host, port, database,
 * username and every query option (a libpq `?host=` would move the connection elsewhere).
 */
export function sameConnectionTarget(a: string, b: string): boolean {
  const ta = connectionTarget(a);
  return ta !== null && ta === connectionTarget(b);
}

/** The field error asking for the password again when a masked URI points somewhere new. */
export const PASSWORD_NEEDED = {
  sqlalchemy_uri: [
    'The connection now points to another driver, host, port, database or user: enter its password again.',
  ],
};

/** Refuses (400, on the URI field) a connection the policy forbids: files outside the allow-list, the data dir. */
export function assertConnectable(config: Config, uri: string): void {
  const reason = unsafeConnectionReason(uri, connectionPolicyOf(config));
  if (reason) throw new BadRequestError({ sqlalchemy_uri: [reason] });
}
