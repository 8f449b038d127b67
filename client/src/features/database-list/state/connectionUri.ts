/** The engines the connection form offers (issue 7), with what each one needs. */
export const engines = [
  { value: 'postgresql', label: 'PostgreSQL', scheme: 'postgresql', defaultPort: 5432, server: true },
  { value: 'mysql', label: 'MySQL / MariaDB', scheme: 'mysql', defaultPort: 3306, server: true },
  { value: 'duckdb', label: 'DuckDB', scheme: 'duckdb', defaultPort: null, server: false },
  { value: 'sqlite', label: 'SQLite', scheme: 'sqlite', defaultPort: null, server: false },
] as const;

export type Engine = (typeof engines)[number]['value'];

export interface ConnectionParameters {
  readonly host: string;
  readonly port: string;
  readonly database: string;
  readonly username: string;
  readonly password: string;
}

/** SQLAlchemy-style URI from the form's parameters; user, password and database are URI-encoded. */
export function connectionUri(engine: Engine, parameters: ConnectionParameters): string {
  const spec = engines.find((candidate) => candidate.value === engine) ?? engines[0];
  if (!spec.server) return `${spec.scheme}:///${parameters.database}`;
  const user = parameters.username ? encodeURIComponent(parameters.username) : '';
  const password = parameters.password ? `:${encodeURIComponent(parameters.password)}` : '';
  const credentials = user || password ? `${user}${password}@` : '';
  const port = parameters.port ? `:${parameters.port}` : '';
  return `${spec.scheme}://${credentials}${parameters.host}${port}/${encodeURIComponent(parameters.database)}`;
}

/** Missing parameters, as the spec words it ('This is a required field'). */
export function missingParameters(engine: Engine, parameters: ConnectionParameters): Record<string, string> {
  const spec = engines.find((candidate) => candidate.value === engine) ?? engines[0];
  const required: (keyof ConnectionParameters)[] = spec.server
    ? ['host', 'port', 'database', 'username']
    : ['database'];
  const errors: Record<string, string> = {};
  for (const name of required) if (!parameters[name].trim()) errors[name] = 'This is a required field';
  return errors;
}

/** The stored URI's mask for a password the server keeps (it never sends the real one). */
export const maskedPassword = 'XXXXXXXXXX';

const schemeEngines: Readonly<Record<string, Engine>> = {
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
};

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The form's engine and parameters read back from a stored (masked) URI, so editing shows what is
 * there; the masked password stays masked, and sending it back keeps the stored one. Null when the
 * URI is not one the form can show as parameters (the form then shows the URI itself).
 */
export function parseConnectionUri(uri: string): { engine: Engine; parameters: ConnectionParameters } | null {
  const match = /^([a-z][a-z0-9]*)(?:\+[a-z0-9_]+)?:\/\/(.*)$/i.exec(uri.trim());
  if (!match) return null;
  const engine = schemeEngines[(match[1] ?? '').toLowerCase()];
  if (!engine) return null;
  const rest = match[2] ?? '';
  const spec = engines.find((candidate) => candidate.value === engine) ?? engines[0];
  if (!spec.server) {
    return {
      engine,
      parameters: { host: '', port: '', username: '', password: '', database: rest.replace(/^\//, '') },
    };
  }
  const server = /^(?:([^:@/]*)(?::([^@]*))?@)?([^:/?]*)(?::(\d+))?\/([^?]*)$/.exec(rest);
  if (!server) return null;
  return {
    engine,
    parameters: {
      username: decoded(server[1] ?? ''),
      password: decoded(server[2] ?? ''),
      host: server[3] ?? '',
      port: server[4] ?? '',
      database: decoded(server[5] ?? ''),
    },
  };
}
