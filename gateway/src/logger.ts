import { type DestinationStream, type Logger, pino } from 'pino';

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
  'client_secret',
  '*.client_secret',
  'clientSecret',
  '*.clientSecret',
];

/** A logger with the product's redaction; `destination` (default stdout) lets tests read every line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
