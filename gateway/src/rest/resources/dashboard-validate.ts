import { BadRequestError } from '../errors.ts';
import { normaliseSlug } from './dashboard-access.ts';

/** server-semantics §12: SUPERSET_DASHBOARD_POSITION_DATA_LIMIT. */
export const POSITION_JSON_LIMIT = 65535;
const UNTITLED = '[ untitled dashboard ]';

type FieldErrors = Record<string, string[]>;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);

/** The json_metadata keys Superset's DashboardJSONMetadataSchema types (other keys are kept as they are). */
const METADATA_CHECKS: Record<string, (v: unknown) => boolean> = {
  native_filter_configuration: (v) => Array.isArray(v) && v.every(isObject),
  chart_configuration: isObject,
  global_chart_configuration: isObject,
  timed_refresh_immune_slices: (v) => Array.isArray(v) && v.every(isInt),
  filter_scopes: isObject,
  expanded_slices: isObject,
  refresh_frequency: isInt,
  default_filters: (v) => typeof v === 'string',
  stagger_refresh: (v) => typeof v === 'boolean',
  stagger_time: isInt,
  color_scheme: (v) => v === null || typeof v === 'string',
  color_namespace: (v) => v === null || typeof v === 'string',
  positions: (v) => v === null || isObject(v),
  label_colors: isObject,
  shared_label_colors: (v) => isObject(v) || (Array.isArray(v) && v.every((s) => typeof s === 'string')),
  map_label_colors: isObject,
  color_scheme_domain: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  cross_filters_enabled: (v) => typeof v === 'boolean',
  import_time: isInt,
  remote_id: isInt,
  filter_bar_orientation: (v) => v === 'VERTICAL' || v === 'HORIZONTAL',
  native_filter_migration: isObject,
};

/** Parses and checks a json_metadata string; the field errors name each bad key. */
export function parseJsonMetadata(raw: unknown, errors: FieldErrors): Record<string, unknown> | null {
  if (typeof raw !== 'string') {
    errors.json_metadata = ['Not a valid string.'];
    return null;
  }
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    errors.json_metadata = ['JSON not valid'];
    return null;
  }
  if (!isObject(value)) {
    errors.json_metadata = ['JSON not valid'];
    return null;
  }
  const bad = Object.entries(METADATA_CHECKS)
    .filter(([key, check]) => key in value && value[key] !== undefined && !check(value[key]))
    .map(([key]) => `${key}: Not a valid value.`);
  if (bad.length > 0) {
    errors.json_metadata = bad;
    return null;
  }
  return value;
}

function checkString(body: Record<string, unknown>, key: string, max: number, errors: FieldErrors, min = 0): void {
  const v = body[key];
  if (v === undefined || v === null) return;
  if (typeof v !== 'string') errors[key] = ['Not a valid string.'];
  else if (v.length < min || v.length > max) {
    errors[key] = [min > 0 ? `Length must be between ${min} and ${max}.` : `Longer than maximum length ${max}.`];
  }
}

function checkIds(body: Record<string, unknown>, key: string, errors: FieldErrors): void {
  const v = body[key];
  if (v === undefined) return;
  if (!Array.isArray(v) || v.some((id) => !isInt(id))) errors[key] = ['Not a valid list of integers.'];
}

/** The validated fields of a dashboard create or update (PUT: every field optional). */
export interface DashboardInput {
  dashboardTitle?: string;
  slug?: string | null;
  ownerIds?: number[];
  roleIds?: number[];
  positionJson?: string | null;
  positions?: Record<string, unknown> | null;
  css?: string | null;
  jsonMetadata?: string;
  metadata?: Record<string, unknown>;
  published?: boolean;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  isManagedExternally?: boolean;
  externalUrl?: string | null;
}

/**
 * Superset's DashboardPostSchema / DashboardPutSchema with the spec's save defaults (000 §5): an
 * empty title becomes '[ untitled dashboard ]', the slug is normalised and null when empty,
 * certification details are cleared unless certified_by is set, roles only under DASHBOARD_RBAC.
 */
export function validateDashboardBody(body: Record<string, unknown>, options: { rbac: boolean }): DashboardInput {
  const errors: FieldErrors = {};
  checkString(body, 'dashboard_title', 500, errors);
  checkString(body, 'css', 1_000_000, errors);
  checkString(body, 'certified_by', 1000, errors);
  checkString(body, 'certification_details', 1000, errors);
  checkString(body, 'external_url', 1000, errors);
  checkIds(body, 'owners', errors);
  checkIds(body, 'roles', errors);
  for (const key of ['published', 'is_managed_externally']) {
    if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'boolean') {
      errors[key] = ['Not a valid boolean.'];
    }
  }
  const input: DashboardInput = {};
  if (body.position_json !== undefined && body.position_json !== null) {
    const raw = body.position_json;
    if (typeof raw !== 'string') errors.position_json = ['Not a valid string.'];
    else if (raw.length > POSITION_JSON_LIMIT)
      errors.position_json = [`Longer than maximum length ${POSITION_JSON_LIMIT}.`];
    else {
      try {
        const parsed: unknown = raw.trim() === '' ? {} : JSON.parse(raw);
        if (!isObject(parsed)) throw new Error('not an object');
        input.positions = parsed;
        input.positionJson = raw;
      } catch {
        errors.position_json = ['JSON not valid'];
      }
    }
  }
  if (body.json_metadata !== undefined && body.json_metadata !== null) {
    const metadata = parseJsonMetadata(body.json_metadata, errors);
    if (metadata) {
      input.metadata = metadata;
      input.jsonMetadata = body.json_metadata as string;
    }
  }
  let slug: string | null | undefined;
  if (body.slug !== undefined) {
    try {
      slug = normaliseSlug(body.slug);
    } catch (error) {
      if (error instanceof BadRequestError) Object.assign(errors, error.body);
      else throw error;
    }
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);

  if (body.dashboard_title !== undefined) {
    const title = typeof body.dashboard_title === 'string' ? body.dashboard_title.trim() : '';
    input.dashboardTitle = title === '' ? UNTITLED : (body.dashboard_title as string);
  }
  if (slug !== undefined) input.slug = slug;
  if (body.owners !== undefined) input.ownerIds = body.owners as number[];
  if (body.roles !== undefined && options.rbac) input.roleIds = body.roles as number[];
  if (body.css !== undefined) input.css = (body.css as string | null) ?? null;
  if (typeof body.published === 'boolean') input.published = body.published;
  if (typeof body.is_managed_externally === 'boolean') input.isManagedExternally = body.is_managed_externally;
  if (body.external_url !== undefined) input.externalUrl = (body.external_url as string | null) ?? null;
  if (body.certified_by !== undefined) {
    const by = typeof body.certified_by === 'string' && body.certified_by.trim() !== '' ? body.certified_by : null;
    input.certifiedBy = by;
    if (by === null) input.certificationDetails = null;
  }
  if (body.certification_details !== undefined && input.certificationDetails === undefined) {
    input.certificationDetails = (body.certification_details as string | null) || null;
  }
  return input;
}

/** Certification details only live beside a certifier (checked against the stored one on updates). */
export function certificationAfterSave(
  input: DashboardInput,
  stored: { certifiedBy: string | null },
): string | null | undefined {
  const certifiedBy = input.certifiedBy !== undefined ? input.certifiedBy : stored.certifiedBy;
  if (!certifiedBy)
    return input.certificationDetails !== undefined || input.certifiedBy !== undefined ? null : undefined;
  return input.certificationDetails;
}
