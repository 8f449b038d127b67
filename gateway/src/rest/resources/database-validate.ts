import { BadRequestError } from '../errors.ts';
import { tryConnect } from './database-connect.ts';
import { type Backend, type ConnectionParameters, uriFromParameters } from './database-uri.ts';

export interface ParameterError {
  message: string;
  error_type: string;
  level: 'warning' | 'error';
  extra: Record<string, unknown>;
}

/** Superset's answer when a connection asks for an SSH tunnel and the SSH_TUNNELING feature is off. */
export const SSH_TUNNELING_NOT_ENABLED = 'SSH Tunneling is not enabled';

/**
 * Chartroom does not open SSH tunnels (Superset's SSH_TUNNELING flag is off), so a connection that
 * asks for one is refused as Superset then refuses it, instead of being saved without its tunnel.
 */
export function refuseSshTunnel(body: Record<string, unknown>): void {
  if (body.ssh_tunnel !== undefined && body.ssh_tunnel !== null) {
    throw new BadRequestError(SSH_TUNNELING_NOT_ENABLED);
  }
}

const ENGINES: Record<string, Backend> = {
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
};

const REQUIRED: Record<Backend, readonly string[]> = {
  postgresql: ['host', 'port', 'database', 'username'],
  mysql: ['host', 'port', 'database', 'username'],
  duckdb: ['database'],
  sqlite: ['database'],
};

/**
 * `POST /api/v1/database/validate_parameters/` (Superset's ValidateDatabaseParametersCommand): every
 * missing parameter gets 'This is a required field' (the form shows it under the field); complete
 * parameters are tried for real, and a failure comes back as a connection error.
 */
export async function validateParameters(
  body: Record<string, unknown>,
  assertConnectable: (uri: string) => void,
): Promise<ParameterError[]> {
  refuseSshTunnel(body);
  const engine = typeof body.engine === 'string' ? ENGINES[body.engine.toLowerCase()] : undefined;
  if (!engine) {
    throw new BadRequestError({ engine: ['Missing data for required field.'] });
  }
  const raw = body.parameters ?? {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new BadRequestError({ parameters: ['Not a valid mapping type.'] });
  }
  const parameters = raw as Record<string, unknown>;
  const missing = REQUIRED[engine].filter(
    (k) => parameters[k] === undefined || parameters[k] === null || parameters[k] === '',
  );
  if (missing.length > 0) {
    return missing.map((field) => ({
      message: 'This is a required field',
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      level: 'warning' as const,
      extra: {
        missing: [field],
        engine_name: engine,
        issue_codes: [
          { code: 1018, message: 'Issue 1018 - One or more parameters needed to configure a database are missing.' },
        ],
      },
    }));
  }
  const port = parameters.port;
  if (port !== undefined && (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65535)) {
    if (!(typeof port === 'string' && /^\d{1,5}$/.test(port))) {
      return [
        {
          message: 'Port must be a valid integer between 0 and 65535 (inclusive).',
          error_type: 'CONNECTION_INVALID_PORT_ERROR',
          level: 'error',
          extra: { invalid: ['port'], engine_name: engine },
        },
      ];
    }
  }
  const p: ConnectionParameters = {
    host: parameters.host === undefined ? undefined : String(parameters.host),
    port: parameters.port === undefined ? undefined : Number(parameters.port),
    database: String(parameters.database),
    username: parameters.username === undefined ? undefined : String(parameters.username),
    password: parameters.password == null ? undefined : String(parameters.password),
  };
  const uri = uriFromParameters(engine, p);
  assertConnectable(uri);
  const failure = await tryConnect(uri);
  if (failure === null) return [];
  return [
    {
      message: failure,
      error_type: 'CONNECTION_DATABASE_ERROR',
      level: 'error',
      extra: { engine_name: engine, invalid: [] },
    },
  ];
}
