import { BadRequestError } from '../errors.ts';

/**
 * What a tag can be put on, as `tagged_object.object_type` stores it (Superset's ObjectType names:
 * a saved query is `query`).
 */
export type TaggableType = 'chart' | 'dashboard' | 'query';

/**
 * The object type of a path or an `objects_to_tag` pair: Superset's ObjectType numbers (query 1,
 * chart 2, dashboard 3) or names; `saved_query` is accepted for `query`. Datasets (4) are not
 * taggable in Chartroom. Anything else is null.
 */
export function parseObjectType(raw: unknown): TaggableType | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  switch (text) {
    case '1':
    case 'query':
    case 'saved_query':
      return 'query';
    case '2':
    case 'chart':
      return 'chart';
    case '3':
    case 'dashboard':
      return 'dashboard';
    default:
      return null;
  }
}

/** Superset's Tag.name is String(250). */
export const MAX_TAG_NAME = 250;
const MAX_DESCRIPTION = 10_000;
/** Names Superset gives its implicit tags; a custom tag may not look like one. */
const RESERVED_PREFIXES = ['owner:', 'type:', 'favorited_by:'];

/** Why a tag name is refused, or null when it is fine (after trimming). */
export function tagNameProblem(name: string): string | null {
  if (name.length === 0) return 'Tag name must not be empty.';
  if (name.length > MAX_TAG_NAME) return `Tag name must be at most ${MAX_TAG_NAME} characters.`;
  // get_objects/?tags=a,b lists names separated by commas.
  if (name.includes(',')) return 'Tag name must not contain a comma.';
  if (RESERVED_PREFIXES.some((p) => name.toLowerCase().startsWith(p)))
    return `Tag name must not start with ${RESERVED_PREFIXES.join(', ')} (Superset's implicit tags).`;
  return null;
}

/** A list of tag names (trimmed, deduplicated); 400 naming the first bad one. */
export function parseTagNames(raw: unknown, field: string): string[] {
  if (!Array.isArray(raw)) throw new BadRequestError({ [field]: ['Not a valid list.'] });
  const names: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') throw new BadRequestError({ [field]: ['Not a valid string.'] });
    const name = item.trim();
    const problem = tagNameProblem(name);
    if (problem) throw new BadRequestError({ [field]: [problem] });
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

export interface ObjectRef {
  type: TaggableType;
  id: number;
}

export interface TagInput {
  name?: string;
  description?: string | null;
  objectsToTag?: ObjectRef[];
}

const FIELDS = ['name', 'description', 'objects_to_tag'];

/**
 * Superset's TagPostSchema / TagPutSchema: `name` (required on create), `description`,
 * `objects_to_tag` as `[[type, id], ...]`. Marshmallow-style 400 naming each bad field.
 */
export function validateTagBody(body: Record<string, unknown>, creating: boolean): TagInput {
  const errors: Record<string, string[]> = {};
  const input: TagInput = {};
  for (const key of Object.keys(body)) if (!FIELDS.includes(key)) errors[key] = ['Unknown field.'];
  const name = body.name;
  if (name === undefined) {
    if (creating) errors.name = ['Missing data for required field.'];
  } else if (typeof name !== 'string') errors.name = ['Not a valid string.'];
  else {
    const problem = tagNameProblem(name.trim());
    if (problem) errors.name = [problem];
    else input.name = name.trim();
  }
  const description = body.description;
  if (description !== undefined) {
    if (description !== null && typeof description !== 'string') errors.description = ['Not a valid string.'];
    else if (typeof description === 'string' && description.length > MAX_DESCRIPTION)
      errors.description = [`Length must be between 0 and ${MAX_DESCRIPTION}.`];
    else input.description = description === null ? null : description.trim() || null;
  }
  if (body.objects_to_tag !== undefined) {
    const parsed = parseObjectsToTag(body.objects_to_tag);
    if (typeof parsed === 'string') errors.objects_to_tag = [parsed];
    else input.objectsToTag = parsed;
  }
  if (Object.keys(errors).length) throw new BadRequestError(errors);
  return input;
}

/** `[["chart", 1], ["dashboard", 2]]`, deduplicated; a message when it is not that. */
export function parseObjectsToTag(raw: unknown): ObjectRef[] | string {
  if (!Array.isArray(raw)) return 'Not a valid list.';
  const refs: ObjectRef[] = [];
  for (const pair of raw) {
    if (!Array.isArray(pair) || pair.length !== 2) return 'Each object must be a pair [type, id].';
    const type = parseObjectType(pair[0]);
    if (!type) return `Invalid object type: ${JSON.stringify(pair[0])} (chart, dashboard or query).`;
    const id = pair[1];
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
      return `Invalid object id: ${JSON.stringify(id)}.`;
    if (!refs.some((r) => r.type === type && r.id === id)) refs.push({ type, id });
  }
  return refs;
}

/** `?tags=a,b` / `?tagIds=1,2` / `?types=chart,dashboard` of get_objects. */
export function splitParam(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
