/** The parameters JSON schema of the network engines (Superset's BasicParametersSchema). */
const networkParameters = {
  type: 'object',
  properties: {
    host: { type: 'string', description: 'Hostname or IP address' },
    port: { type: 'integer', format: 'int32', minimum: 0, maximum: 65536, description: 'Database port' },
    database: { type: 'string', description: 'Database name' },
    username: { type: 'string', nullable: true, description: 'Username' },
    password: { type: 'string', nullable: true, description: 'Password' },
    encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
    query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
  },
  required: ['database', 'host', 'port', 'username'],
};

const fileParameters = {
  type: 'object',
  properties: { database: { type: 'string', description: 'Absolute path of the database file' } },
  required: ['database'],
};

const engineInformation = { supports_file_upload: true, disable_ssh_tunneling: true, supports_dynamic_catalog: false };

/** `GET /api/v1/database/available/`: the engines Chartroom has drivers for, in Superset's shape. */
export function availableEngines() {
  return [
    {
      name: 'PostgreSQL',
      engine: 'postgresql',
      available_drivers: ['psycopg2'],
      default_driver: 'psycopg2',
      preferred: true,
      sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
      parameters: networkParameters,
      engine_information: engineInformation,
    },
    {
      name: 'MySQL',
      engine: 'mysql',
      available_drivers: ['mysqldb'],
      default_driver: 'mysqldb',
      preferred: true,
      sqlalchemy_uri_placeholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
      parameters: networkParameters,
      engine_information: engineInformation,
    },
    {
      name: 'DuckDB',
      engine: 'duckdb',
      available_drivers: ['duckdb_engine'],
      default_driver: 'duckdb_engine',
      preferred: true,
      sqlalchemy_uri_placeholder: 'duckdb:////path/to/file.duckdb',
      parameters: fileParameters,
      engine_information: engineInformation,
    },
    {
      name: 'SQLite',
      engine: 'sqlite',
      available_drivers: ['pysqlite'],
      default_driver: 'pysqlite',
      preferred: false,
      sqlalchemy_uri_placeholder: 'sqlite:////path/to/file.db',
      parameters: fileParameters,
      engine_information: engineInformation,
    },
  ];
}
