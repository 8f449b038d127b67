import { PASSWORD_MASK } from '../../../auth/index.ts';
import { SSH_TUNNELING_NOT_ENABLED } from '../database-validate.ts';
import { tagNameProblem } from '../tag-validate.ts';
import type { FileErrors } from './import-errors.ts';
import { PASSWORD_NEEDED } from './import-errors.ts';

type Config = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FieldRule {
  type: 'string' | 'uuid' | 'object' | 'list' | 'boolean' | 'integer';
  required?: boolean;
  nullable?: boolean;
}

const MISSING = 'Missing data for required field.';
const TYPE_MESSAGES: Record<FieldRule['type'], string> = {
  string: 'Not a valid string.',
  uuid: 'Not a valid UUID.',
  object: 'Not a valid mapping type.',
  list: 'Not a valid list.',
  boolean: 'Not a valid boolean.',
  integer: 'Not a valid integer.',
};

function typeOk(value: unknown, rule: FieldRule): boolean {
  switch (rule.type) {
    case 'string':
      return typeof value === 'string';
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'list':
      return Array.isArray(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
  }
}

function check(config: Config, rules: Record<string, FieldRule>, report: (field: string, message: string) => void) {
  for (const [field, rule] of Object.entries(rules)) {
    const value = config[field];
    if (value === undefined) {
      if (rule.required) report(field, MISSING);
      continue;
    }
    if (value === null) {
      if (!rule.nullable) report(field, 'Field may not be null.');
      continue;
    }
    if (!typeOk(value, rule)) report(field, TYPE_MESSAGES[rule.type]);
  }
}

const common = { uuid: { type: 'uuid', required: true }, version: { type: 'string', required: true } } as const;

const RULES: Record<string, Record<string, FieldRule>> = {
  'databases/': {
    database_name: { type: 'string', required: true },
    sqlalchemy_uri: { type: 'string', required: true },
    extra: { type: 'object', nullable: true },
    cache_timeout: { type: 'integer', nullable: true },
    password: { type: 'string', nullable: true },
    ...common,
  },
  'datasets/': {
    table_name: { type: 'string', required: true },
    database_uuid: { type: 'uuid', required: true },
    columns: { type: 'list' },
    metrics: { type: 'list' },
    schema: { type: 'string', nullable: true },
    sql: { type: 'string', nullable: true },
    ...common,
  },
  'charts/': {
    slice_name: { type: 'string', required: true },
    viz_type: { type: 'string', required: true },
    dataset_uuid: { type: 'uuid', required: true },
    params: { type: 'object', nullable: true },
    query_context: { type: 'string', nullable: true },
    tags: { type: 'list', nullable: true },
    ...common,
  },
  'dashboards/': {
    dashboard_title: { type: 'string', nullable: true },
    position: { type: 'object', nullable: true },
    metadata: { type: 'object', nullable: true },
    slug: { type: 'string', nullable: true },
    tags: { type: 'list', nullable: true },
    ...common,
  },
};

/** The URI's password (SQLAlchemy URL grammar), or null. */
export function uriPassword(uri: string): string | null {
  const m = /^[\w+]+:\/\/[^:/]*:([^@]*)@/.exec(uri);
  return m ? decodeURIComponent(m[1] ?? '') : null;
}

/**
 * Checks one config against its file kind (ImportV1*Schema). Databases that are new and whose URI
 * carries the masked password need one from the request (`passwords`) or the file.
 */
export function validateConfig(
  path: string,
  config: Config,
  errors: FileErrors,
  context: { existingUuids: ReadonlySet<string>; passwords: Record<string, string> },
): void {
  const prefix = Object.keys(RULES).find((p) => path.startsWith(p));
  if (!prefix) return;
  check(config, RULES[prefix] as Record<string, FieldRule>, (field, message) => errors.field(path, field, message));
  if (config.version !== undefined && config.version !== '1.0.0' && typeof config.version === 'string') {
    errors.field(path, 'version', 'Must be equal to 1.0.0.');
  }
  if (prefix === 'datasets/') {
    (Array.isArray(config.columns) ? config.columns : []).forEach((col, i) => {
      if (!col || typeof (col as Config).column_name !== 'string')
        errors.field(path, 'columns', `${i}: column_name: ${MISSING}`);
    });
    (Array.isArray(config.metrics) ? config.metrics : []).forEach((m, i) => {
      const metric = (m ?? {}) as Config;
      if (typeof metric.metric_name !== 'string') errors.field(path, 'metrics', `${i}: metric_name: ${MISSING}`);
      if (typeof metric.expression !== 'string') errors.field(path, 'metrics', `${i}: expression: ${MISSING}`);
    });
  }
  // Superset 3 (TAGGING_SYSTEM) lists the custom tags of a chart or dashboard by name.
  if ((prefix === 'charts/' || prefix === 'dashboards/') && Array.isArray(config.tags)) {
    config.tags.forEach((name, i) => {
      const problem = typeof name === 'string' ? tagNameProblem(name.trim()) : 'Not a valid string.';
      if (problem) errors.field(path, 'tags', `${i}: ${problem}`);
    });
  }
  // Chartroom opens no SSH tunnels: a database exported with one is refused, as Superset refuses it
  // with SSH_TUNNELING off, rather than imported to connect without its tunnel.
  if (prefix === 'databases/' && config.ssh_tunnel !== undefined && config.ssh_tunnel !== null) {
    errors.field(path, 'ssh_tunnel', SSH_TUNNELING_NOT_ENABLED);
  }
  if (prefix === 'databases/' && typeof config.sqlalchemy_uri === 'string' && typeof config.uuid === 'string') {
    if (path in context.passwords) config.password = context.passwords[path];
    const isNew = !context.existingUuids.has(config.uuid);
    if (isNew && uriPassword(config.sqlalchemy_uri) === PASSWORD_MASK && typeof config.password !== 'string') {
      errors.field(path, '_schema', PASSWORD_NEEDED);
    }
  }
}
