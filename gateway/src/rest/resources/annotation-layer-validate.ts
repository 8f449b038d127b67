/**
 * Body checks of Superset's AnnotationLayerPost/PutSchema and AnnotationPost/PutSchema, with
 * marshmallow's messages (field -> messages). What needs the store (name unique, short
 * description unique per layer, the layer existing) is checked by the routes.
 */
export type FieldErrors = Record<string, string[]>;

export interface LayerInput {
  name?: string;
  descr?: string | null;
}

export interface AnnotationInput {
  shortDescr?: string;
  longDescr?: string | null;
  startDttm?: Date;
  endDttm?: Date;
  jsonMetadata?: string | null;
}

const MISSING = 'Missing data for required field.';
const NOT_NULL = 'Field may not be null.';
const NOT_STRING = 'Not a valid string.';

/** Superset's AnnotationDatesValidationError, reported on start_dttm. */
export const END_BEFORE_START = 'End date must be after start date';
export const LAYER_NAME_TAKEN = 'Name must be unique';
export const SHORT_DESCR_TAKEN = 'Short description must be unique for this layer';

function unknownFields(body: Record<string, unknown>, known: readonly string[], errors: FieldErrors): void {
  for (const key of Object.keys(body)) if (!known.includes(key)) errors[key] = ['Unknown field.'];
}

/** A string field of 1..max characters (marshmallow Length(1, max)). */
function boundedString(value: unknown, max: number): string | string[] {
  if (value === null) return [NOT_NULL];
  if (typeof value !== 'string') return [NOT_STRING];
  if (value.length < 1 || value.length > max) return [`Length must be between 1 and ${max}.`];
  return value;
}

function optionalText(value: unknown, allowNull: boolean): string | null | string[] {
  if (value === null) return allowNull ? null : [NOT_NULL];
  if (typeof value !== 'string') return [NOT_STRING];
  return value;
}

export function validateLayerBody(
  body: Record<string, unknown>,
  partial: boolean,
): { input: LayerInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const input: LayerInput = {};
  unknownFields(body, ['name', 'descr'], errors);
  if (body.name === undefined) {
    if (!partial) errors.name = [MISSING];
  } else {
    const name = boundedString(body.name, 250);
    if (Array.isArray(name)) errors.name = name;
    else input.name = name;
  }
  if (body.descr !== undefined) {
    // The post schema allows null; the put schema does not (Superset's schemas as written).
    const descr = optionalText(body.descr, !partial);
    if (Array.isArray(descr)) errors.descr = descr;
    else input.descr = descr;
  }
  return { input, errors };
}

// marshmallow's ISO 8601 datetime: date, `T` or space, hh:mm[:ss[.ffffff]], optional Z / ±hh[:mm].
const ISO_DATETIME =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,6})\d{0,6})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * A datetime as marshmallow's DateTime field reads it; a zone, when given, is converted to UTC
 * (annotations are stored naive, in UTC). A date alone means its midnight.
 */
export function parseDttm(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DATETIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const parts = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)] as const;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5], ms);
  const date = new Date(utc);
  // Date.UTC rolls 2024-02-30 over to March: refuse what does not read back the same.
  if (
    date.getUTCFullYear() !== parts[0] ||
    date.getUTCMonth() !== parts[1] - 1 ||
    date.getUTCDate() !== parts[2] ||
    date.getUTCHours() !== parts[3] ||
    date.getUTCMinutes() !== parts[4] ||
    date.getUTCSeconds() !== parts[5] ||
    parts[0] < 1
  ) {
    return null;
  }
  if (!zone || zone === 'Z') return date;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return new Date(utc - sign * offsetMinutes * 60_000);
}

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function validateAnnotationBody(
  body: Record<string, unknown>,
  partial: boolean,
): { input: AnnotationInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const input: AnnotationInput = {};
  unknownFields(body, ['short_descr', 'long_descr', 'start_dttm', 'end_dttm', 'json_metadata'], errors);

  if (body.short_descr === undefined) {
    if (!partial) errors.short_descr = [MISSING];
  } else {
    const short = boundedString(body.short_descr, 500);
    if (Array.isArray(short)) errors.short_descr = short;
    else input.shortDescr = short;
  }
  if (body.long_descr !== undefined) {
    const long = optionalText(body.long_descr, true);
    if (Array.isArray(long)) errors.long_descr = long;
    else input.longDescr = long;
  }
  for (const [field, key] of [
    ['start_dttm', 'startDttm'],
    ['end_dttm', 'endDttm'],
  ] as const) {
    const raw = body[field];
    if (raw === undefined) {
      if (!partial) errors[field] = [MISSING];
      continue;
    }
    if (raw === null) {
      errors[field] = [NOT_NULL];
      continue;
    }
    const date = parseDttm(raw);
    if (!date) errors[field] = ['Not a valid datetime.'];
    else input[key] = date;
  }
  if (body.json_metadata !== undefined) {
    const meta = optionalText(body.json_metadata, true);
    if (Array.isArray(meta)) errors.json_metadata = meta;
    else if (meta !== null && meta !== '' && !isValidJson(meta)) errors.json_metadata = ['JSON not valid'];
    else input.jsonMetadata = meta;
  }
  return { input, errors };
}

/** Superset's date sanity check, on the values the annotation will have after the write. */
export function datesInOrder(start: Date, end: Date): boolean {
  return end.getTime() >= start.getTime();
}
