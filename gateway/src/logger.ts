import { type Logger, pino } from 'pino';

export type { Logger };

/** Secrets never reach the log: these keys are redacted wherever they appear. */
const REDACT = [
  'password',
  '*.password',
  'access_token',
  '*.access_token',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers.cookie',
  'sqlalchemy_uri',
  '*.sqlalchemy_uri',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}
