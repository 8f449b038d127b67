/** `POST /api/v1/sqllab/execute/` as Superset's ExecutePayloadSchema defines it. */
export interface ExecuteRequest {
  databaseId: number;
  sql: string;
  schema: string | null;
  catalog: string | null;
  runAsync: boolean;
  /** Rows asked for (the limit dropdown); null: the server's maximum. */
  queryLimit: number | null;
  clientId: string | null;
  tab: string | null;
  sqlEditorId: string | null;
  /** Notes for the caller about fields that were accepted but have no effect. */
  notices: string[];
}

export class ExecuteRequestError extends Error {}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function optionalString(body: Record<string, unknown>, key: string): string | null {
  const v = body[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string') throw new ExecuteRequestError(`${key} must be a string`);
  return v;
}

function hasTemplateParams(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === '') return false;
  if (typeof raw === 'string') {
    try {
      return hasTemplateParams(JSON.parse(raw) as unknown);
    } catch {
      throw new ExecuteRequestError('templateParams must be a JSON object');
    }
  }
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new ExecuteRequestError('templateParams must be a JSON object');
  return Object.keys(raw).length > 0;
}

/** Reads the body; refuses what cannot be honoured rather than ignoring it silently. */
export function parseExecuteRequest(raw: unknown, maxRows: number): ExecuteRequest {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ExecuteRequestError('Request body must be a JSON object');
  }
  const body = raw as Record<string, unknown>;
  const databaseId = body.database_id;
  if (typeof databaseId !== 'number' || !Number.isSafeInteger(databaseId) || databaseId < 1) {
    throw new ExecuteRequestError('database_id must be a database id');
  }
  if (typeof body.sql !== 'string' || body.sql.trim() === '')
    throw new ExecuteRequestError('sql must be a non-empty string');
  const runAsync = body.runAsync ?? false;
  if (typeof runAsync !== 'boolean') throw new ExecuteRequestError('runAsync must be a boolean');
  const limit = body.queryLimit;
  if (
    limit !== undefined &&
    limit !== null &&
    (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1)
  ) {
    throw new ExecuteRequestError('queryLimit must be a positive integer');
  }
  const clientId = optionalString(body, 'client_id');
  if (clientId !== null && !CLIENT_ID.test(clientId)) {
    throw new ExecuteRequestError('client_id must be 1 to 64 letters, digits, "_" or "-"');
  }
  if (hasTemplateParams(body.templateParams ?? body.template_params)) {
    throw new ExecuteRequestError(
      'Template parameters are not supported: Chartroom has no Jinja templating, so the SQL runs as written.',
    );
  }
  const notices: string[] = [];
  if (body.select_as_cta === true) {
    notices.push('CREATE TABLE AS (select_as_cta) is not supported: the query ran as a plain SELECT.');
  }
  return {
    databaseId,
    sql: body.sql,
    schema: optionalString(body, 'schema'),
    catalog: optionalString(body, 'catalog'),
    runAsync,
    queryLimit: typeof limit === 'number' ? Math.min(limit, maxRows) : maxRows,
    clientId,
    tab: optionalString(body, 'tab'),
    sqlEditorId: optionalString(body, 'sql_editor_id'),
    notices,
  };
}
