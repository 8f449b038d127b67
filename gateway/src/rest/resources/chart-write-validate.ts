import { BadRequestError } from '../errors.ts';

const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'];
const isInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);

/** The validated fields of a chart create or update. */
export interface ChartInput {
  sliceName?: string;
  description?: string | null;
  vizType?: string;
  ownerIds?: number[];
  params?: string | null;
  queryContext?: string | null;
  queryContextGeneration?: boolean;
  cacheTimeout?: number | null;
  datasourceId?: number;
  datasourceType?: string;
  datasourceName?: string | null;
  dashboardIds?: number[];
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  isManagedExternally?: boolean;
  externalUrl?: string | null;
}

type Errors = Record<string, string[]>;

function optionalString(
  body: Record<string, unknown>,
  key: string,
  errors: Errors,
  max?: number,
): string | null | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (typeof v !== 'string') {
    errors[key] = ['Not a valid string.'];
    return undefined;
  }
  if (max !== undefined && v.length > max) errors[key] = [`Longer than maximum length ${max}.`];
  return v;
}

function jsonString(body: Record<string, unknown>, key: string, errors: Errors): string | null | undefined {
  const v = optionalString(body, key, errors);
  if (typeof v === 'string' && v !== '') {
    try {
      JSON.parse(v);
    } catch {
      errors[key] = ['JSON not valid'];
    }
  }
  return v;
}

function idList(body: Record<string, unknown>, key: string, errors: Errors): number[] | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || !v.every(isInt)) {
    errors[key] = ['Not a valid list of integers.'];
    return undefined;
  }
  return [...new Set(v as number[])];
}

/**
 * Superset's ChartPostSchema / ChartPutSchema (server-semantics §3): on create slice_name (1-250),
 * datasource_id and datasource_type are required; on update everything is optional.
 */
export function validateChartBody(body: Record<string, unknown>, creating: boolean): ChartInput {
  const errors: Errors = {};
  const input: ChartInput = {};
  const name = body.slice_name;
  if (name === undefined || name === null) {
    if (creating) errors.slice_name = [name === null ? 'Field may not be null.' : 'Missing data for required field.'];
  } else if (typeof name !== 'string') errors.slice_name = ['Not a valid string.'];
  else if (name.length < 1 || name.length > 250) errors.slice_name = ['Length must be between 1 and 250.'];
  else input.sliceName = name;

  const dsId = body.datasource_id;
  if (dsId === undefined || dsId === null) {
    if (creating) errors.datasource_id = ['Missing data for required field.'];
  } else if (!isInt(dsId)) errors.datasource_id = ['Not a valid integer.'];
  else input.datasourceId = dsId as number;

  const dsType = body.datasource_type;
  if (dsType === undefined || dsType === null) {
    if (creating) errors.datasource_type = ['Missing data for required field.'];
  } else if (typeof dsType !== 'string' || !DATASOURCE_TYPES.includes(dsType)) {
    errors.datasource_type = [`Must be one of: ${DATASOURCE_TYPES.join(', ')}.`];
  } else input.datasourceType = dsType;

  const description = optionalString(body, 'description', errors);
  if (description !== undefined) input.description = description;
  const vizType = optionalString(body, 'viz_type', errors, 250);
  if (vizType !== undefined) input.vizType = vizType ?? '';
  const params = jsonString(body, 'params', errors);
  if (params !== undefined) input.params = params;
  const queryContext = jsonString(body, 'query_context', errors);
  if (queryContext !== undefined) input.queryContext = queryContext;
  const datasourceName = optionalString(body, 'datasource_name', errors, 2000);
  if (datasourceName !== undefined) input.datasourceName = datasourceName;
  const certifiedBy = optionalString(body, 'certified_by', errors);
  if (certifiedBy !== undefined) input.certifiedBy = certifiedBy || null;
  const details = optionalString(body, 'certification_details', errors);
  if (details !== undefined) input.certificationDetails = details || null;
  const externalUrl = optionalString(body, 'external_url', errors);
  if (externalUrl !== undefined) input.externalUrl = externalUrl;
  if (body.cache_timeout !== undefined) {
    if (body.cache_timeout !== null && !isInt(body.cache_timeout)) errors.cache_timeout = ['Not a valid integer.'];
    else input.cacheTimeout = body.cache_timeout as number | null;
  }
  for (const [key, field] of [
    ['query_context_generation', 'queryContextGeneration'],
    ['is_managed_externally', 'isManagedExternally'],
  ] as const) {
    const v = body[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'boolean') errors[key] = ['Not a valid boolean.'];
    else input[field] = v;
  }
  const owners = idList(body, 'owners', errors);
  if (owners) input.ownerIds = owners;
  const dashboards = idList(body, 'dashboards', errors);
  if (dashboards) input.dashboardIds = dashboards;
  idList(body, 'tags', errors);
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  // Certification details only live beside a certifier.
  if (input.certifiedBy === null) input.certificationDetails = null;
  return input;
}
