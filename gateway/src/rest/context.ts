import type { Config } from '../config.ts';
import type { ResultCache } from '../engine/cache.ts';
import type { Logger } from '../logger.ts';
import type { ConnectorPool } from './connector-pool.ts';
import type { MetadataStore } from './prisma.ts';

/** The signed-in user of a request, as the auth module loads it. */
export interface RequestUser {
  readonly id: number;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly roles: readonly string[];
  /** `perm:view`, e.g. `can_write:Chart`. */
  readonly permissions: ReadonlySet<string>;
  readonly isAdmin: boolean;
}

/** What every route handler can reach. */
export interface RestServices {
  config: Config;
  log: Logger;
  store: MetadataStore;
  connectors: ConnectorPool;
  cache: ResultCache;
  tokens: TokenService;
  /** The current time; injectable so that time-range tests are deterministic. */
  now(): Date;
}

export interface TokenService {
  issueAccessToken(userId: number): Promise<string>;
  issueRefreshToken(userId: number): Promise<string>;
  verify(token: string): Promise<{ userId: number } | null>;
}

/** Hono environment of the REST app: request-scoped values set by the middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    services: RestServices;
    /** null when the request carries no valid credentials. */
    user: RequestUser | null;
  };
}
