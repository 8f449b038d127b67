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
