import { resolve } from 'node:path';
import { loadOAuthSettings, type OAuthSettings } from './auth/oidc-config.ts';
import { parseAllowedOrigins } from './auth/origin-check.ts';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './rest/resources/bundle/zip-limits.ts';

/** Feature flags named in the specs; any other name in FEATURE_FLAGS is ignored with a warning. */
export const KNOWN_FEATURE_FLAGS = [
  'GLOBAL_ASYNC_QUERIES',
  'DASHBOARD_NATIVE_FILTERS',
  'DASHBOARD_CROSS_FILTERS',
  'DASHBOARD_NATIVE_FILTERS_SET',
  'DASHBOARD_RBAC',
  'CLIENT_CACHE',
  'ENABLE_ADVANCED_DATA_TYPES',
  'THUMBNAILS',
  'RLS_IN_SQLLAB',
] as const;
export type FeatureFlag = (typeof KNOWN_FEATURE_FLAGS)[number];

export interface Config {
  port: number;
  dataDir: string;
  /** unset: SQLite file in dataDir; postgresql://...: PostgreSQL */
  databaseUrl: string | null;
  adminPassword: string | null;
  examplesRows: number;
  featureFlags: ReadonlySet<FeatureFlag>;
  /** GraphQL reaches REST over HTTP at this URL when set; in-process otherwise. */
  restUpstreamUrl: string | null;
  /** Where the built client lives (served at /). */
  clientDistDir: string;
  logLevel: string;
  /** REDIS_URL: results cached in Redis (shared by every process) when set; in memory otherwise. */
  redisUrl: string | null;
  /**
   * CHARTROOM_PREVENT_UNSAFE_DB_CONNECTIONS (Superset's PREVENT_UNSAFE_DB_CONNECTIONS, on unless
   * `false`): SQLite and DuckDB files are refused as connections unless under allowedDbFileDirs.
   */
  preventUnsafeDbConnections: boolean;
  /** CHARTROOM_ALLOWED_DB_FILE_DIRS: directories (comma-separated) whose database files may be connected. */
  allowedDbFileDirs: readonly string[];
  /** CHARTROOM_FRAME_ANCESTORS: who may frame the pages (`'self'`, `'none'` or origins); see security-headers.ts. */
  frameAncestors: string;
  /** CHARTROOM_ALLOWED_ORIGINS: other origins whose pages may open the GraphQL WebSocket and SSE streams. */
  allowedOrigins: readonly string[];
  /** Caps on import ZIPs (CHARTROOM_IMPORT_ZIP_MAX_ENTRIES, _MAX_FILE_MB, _MAX_TOTAL_MB, _MAX_RATIO). */
  zipLimits: ZipLimits;
  /** CHARTROOM_AUDIT_RETENTION_DAYS: audit log entries older than this are deleted (0 keeps them forever). */
  auditRetentionDays: number;
  /** Sign-in providers and account registration (CHARTROOM_OAUTH_PROVIDERS, CHARTROOM_AUTH_USER_REGISTRATION[_ROLE]). */
  oauth: OAuthSettings;
  /**
   * CHARTROOM_PUBLIC_ROLE_LIKE (Superset's PUBLIC_ROLE_LIKE): the role whose permissions the Public
   * role gets at every start; anonymous visitors act with the Public role's permissions.
   */
  publicRoleLike: string | null;
}

const MB = 1024 * 1024;

function parseIntStrict(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function parseFeatureFlags(raw: string | undefined): Set<FeatureFlag> {
  const flags = new Set<FeatureFlag>();
  for (const name of (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if ((KNOWN_FEATURE_FLAGS as readonly string[]).includes(name)) flags.add(name as FeatureFlag);
  }
  return flags;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgresql:// (leave it unset for the embedded SQLite store)');
  }
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new Error('REDIS_URL must start with redis:// or rediss:// (leave it unset to run everything in process)');
  }
  return {
    port: parseIntStrict('PORT', env.PORT, 8088),
    dataDir: resolve(env.CHARTROOM_DATA_DIR || './data'),
    databaseUrl,
    adminPassword: env.CHARTROOM_ADMIN_PASSWORD || null,
    examplesRows: parseIntStrict('CHARTROOM_EXAMPLES_ROWS', env.CHARTROOM_EXAMPLES_ROWS, 1_000_000),
    featureFlags: parseFeatureFlags(env.FEATURE_FLAGS),
    restUpstreamUrl: env.REST_UPSTREAM_URL?.trim() || null,
    clientDistDir: resolve(env.CHARTROOM_CLIENT_DIST || new URL('../../client/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL || 'info',
    redisUrl,
    preventUnsafeDbConnections: !/^(false|0|no|off)$/i.test(env.CHARTROOM_PREVENT_UNSAFE_DB_CONNECTIONS?.trim() ?? ''),
    allowedDbFileDirs: (env.CHARTROOM_ALLOWED_DB_FILE_DIRS ?? '')
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => resolve(d)),
    frameAncestors: env.CHARTROOM_FRAME_ANCESTORS?.trim() || "'self'",
    allowedOrigins: parseAllowedOrigins(env.CHARTROOM_ALLOWED_ORIGINS),
    zipLimits: {
      maxEntries: parseIntStrict(
        'CHARTROOM_IMPORT_ZIP_MAX_ENTRIES',
        env.CHARTROOM_IMPORT_ZIP_MAX_ENTRIES,
        DEFAULT_ZIP_LIMITS.maxEntries,
      ),
      maxEntryBytes:
        parseIntStrict(
          'CHARTROOM_IMPORT_ZIP_MAX_FILE_MB',
          env.CHARTROOM_IMPORT_ZIP_MAX_FILE_MB,
          DEFAULT_ZIP_LIMITS.maxEntryBytes / MB,
        ) * MB,
      maxTotalBytes:
        parseIntStrict(
          'CHARTROOM_IMPORT_ZIP_MAX_TOTAL_MB',
          env.CHARTROOM_IMPORT_ZIP_MAX_TOTAL_MB,
          DEFAULT_ZIP_LIMITS.maxTotalBytes / MB,
        ) * MB,
      maxCompressRatio: parseIntStrict(
        'CHARTROOM_IMPORT_ZIP_MAX_RATIO',
        env.CHARTROOM_IMPORT_ZIP_MAX_RATIO,
        DEFAULT_ZIP_LIMITS.maxCompressRatio,
      ),
    },
    oauth: loadOAuthSettings(env),
    publicRoleLike: env.CHARTROOM_PUBLIC_ROLE_LIKE?.trim() || null,
    auditRetentionDays: parseIntStrict('CHARTROOM_AUDIT_RETENTION_DAYS', env.CHARTROOM_AUDIT_RETENTION_DAYS, 365),
    ...overrides,
  };
}
