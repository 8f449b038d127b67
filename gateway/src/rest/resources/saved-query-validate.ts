/** Superset's SavedQuery post/put schema checks, with marshmallow's messages (field -> messages). */
export type FieldErrors = Record<string, string[]>;

export interface SavedQueryInput {
  databaseId?: number;
  label?: string;
  description?: string | null;
  schema?: string | null;
  catalog?: string | null;
  sql?: string;
  templateParameters?: string | null;
  extraJson?: string;
}

const KNOWN = ['db_id', 'label', 'description', 'schema', 'catalog', 'sql', 'template_parameters', 'extra_json'];
const MISSING = 'Missing data for required field.';

function text(value: unknown, errors: FieldErrors, key: string, nullable: boolean): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) {
    if (nullable) return null;
    errors[key] = ['Field may not be null.'];
    return undefined;
  }
  if (typeof value !== 'string') {
    errors[key] = ['Not a valid string.'];
    return undefined;
  }
  return value;
}

/** Checks a create (`partial` false: db_id, label and sql required) or an update body. */
export function validateSavedQueryBody(
  body: Record<string, unknown>,
  partial: boolean,
): { input: SavedQueryInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const input: SavedQueryInput = {};
  for (const key of Object.keys(body)) if (!KNOWN.includes(key)) errors[key] = ['Unknown field.'];
  if (body.db_id !== undefined) {
    if (typeof body.db_id !== 'number' || !Number.isSafeInteger(body.db_id) || body.db_id < 1) {
      errors.db_id = ['Not a valid integer.'];
    } else input.databaseId = body.db_id;
  } else if (!partial) errors.db_id = [MISSING];
  const label = text(body.label, errors, 'label', false);
  if (typeof label === 'string') {
    if (label.trim() === '' || label.length > 256) errors.label = ['Length must be between 1 and 256.'];
    else input.label = label;
  } else if (!partial && body.label === undefined) errors.label = [MISSING];
  const sql = text(body.sql, errors, 'sql', false);
  if (typeof sql === 'string') {
    if (sql.trim() === '') errors.sql = ['The query is empty.'];
    else input.sql = sql;
  } else if (!partial && body.sql === undefined) errors.sql = [MISSING];
  for (const [key, field] of [
    ['description', 'description'],
    ['schema', 'schema'],
    ['catalog', 'catalog'],
    ['template_parameters', 'templateParameters'],
  ] as const) {
    const v = text(body[key], errors, key, true);
    if (v !== undefined) input[field] = v;
  }
  const extra = text(body.extra_json, errors, 'extra_json', false);
  if (typeof extra === 'string') {
    try {
      JSON.parse(extra);
      input.extraJson = extra;
    } catch {
      errors.extra_json = ['Not valid JSON.'];
    }
  }
  return { input, errors };
}
