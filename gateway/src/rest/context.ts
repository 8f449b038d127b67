import type { AuditLog } from '../audit/audit-log.ts';
import type { TokenService, UserContext } from '../auth/index.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { UserContextCache } from '../auth/user-context-cache.ts';
import type { Config } from '../config.ts';
import type { ResultCache } from '../engine/cache.ts';
import type { Jobs, PubSub } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import type { ConnectorPool } from './connector-pool.ts';
import type { MetadataStore } from './prisma.ts';
import type { DatasetDescriptorCache } from './resources/dataset-descriptor-cache.ts';

/** The signed-in user of a request, as the auth module loads it. */
export type RequestUser = UserContext;

/** What every route handler can reach. */
export interface RestServices {
  config: Config;
  log: Logger;
  store: MetadataStore;
  connectors: ConnectorPool;
  cache: ResultCache;
  tokens: TokenService;
  /** Failed logins per account and per client address (in Redis in scale-out mode). */
  loginThrottle: LoginThrottle;
  /** Users' roles and permissions, cached briefly; cleared by every metadata write. */
  userContexts: UserContextCache;
  /** Datasets as chart data reads them, cached briefly; cleared by every metadata write. */
  datasets: DatasetDescriptorCache;
  /** Async chart jobs (used while GLOBAL_ASYNC_QUERIES is on); null when the app runs without them. */
  jobs: Jobs | null;
  /** Events every gateway hears (SQL Lab query progress); Redis pub/sub in scale-out mode. */
  pubsub: PubSub;
  /** Scale-out mode: whether Redis answers (reported by /health); null when nothing runs on Redis. */
  redisHealthy: (() => Promise<boolean>) | null;
  /** The audit log's writer (writes, sign-ins) with its retention. */
  audit: AuditLog;
  /** The current time; injectable so that time-range tests are deterministic. */
  now(): Date;
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
