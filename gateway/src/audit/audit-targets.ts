/** What a write request changes, as far as its method and path tell. */
export interface WriteTarget {
  /** `chart`, `dashboard`, `css_template`...; a write under an object adds its sub-path (`dashboard_colors`). */
  resourceType: string;
  action: 'create' | 'update' | 'delete';
  /** The snapshot model of the object when the audit log reads objects of this kind; null otherwise. */
  model: AuditedModel | null;
  /** Ids named by the request (path or bulk `?q=!(ids)`); a create learns its id from the answer. */
  ids: number[];
  /** A create whose answer carries the new object's `id`. */
  idFromAnswer: boolean;
}

/** The kinds of objects the audit log reads before and after a write, to record what changed. */
export type AuditedModel =
  | 'chart'
  | 'dashboard'
  | 'dataset'
  | 'database'
  | 'report'
  | 'savedQuery'
  | 'annotationLayer'
  | 'annotation'
  | 'cssTemplate'
  | 'rlsFilter'
  | 'user'
  | 'role'
  | 'tag';

interface ResourceRoute {
  /** The API path after `/api/v1/`. */
  path: string;
  resourceType: string;
  model: AuditedModel;
}

/** Superset's model APIs, longest paths first (a sub-path wins over its parent). */
const RESOURCES: readonly ResourceRoute[] = [
  { path: 'security/users', resourceType: 'user', model: 'user' },
  { path: 'security/roles', resourceType: 'role', model: 'role' },
  { path: 'rowlevelsecurity', resourceType: 'row_level_security', model: 'rlsFilter' },
  { path: 'annotation_layer', resourceType: 'annotation_layer', model: 'annotationLayer' },
  { path: 'css_template', resourceType: 'css_template', model: 'cssTemplate' },
  { path: 'saved_query', resourceType: 'saved_query', model: 'savedQuery' },
  { path: 'dashboard', resourceType: 'dashboard', model: 'dashboard' },
  { path: 'database', resourceType: 'database', model: 'database' },
  { path: 'dataset', resourceType: 'dataset', model: 'dataset' },
  { path: 'report', resourceType: 'report', model: 'report' },
  { path: 'chart', resourceType: 'chart', model: 'chart' },
  { path: 'tag', resourceType: 'tag', model: 'tag' },
];

/**
 * Requests with a write method that change nothing stored (they run queries or checks), and the
 * sign-in routes, which the audit log records as sign-in events instead.
 */
const NOT_WRITES: readonly RegExp[] = [
  /^\/api\/v1\/chart\/data\/?$/,
  /^\/api\/v1\/chart\/warm_up_cache\/?$/,
  /^\/datasource\/samples\/?$/,
  /^\/api\/v1\/database\/test_connection\/?$/,
  /^\/api\/v1\/database\/validate_parameters\/?$/,
  /^\/api\/v1\/sqllab\/(estimate|format_sql|validate_sql)\/?$/,
  /^\/superset\/explore_json(\/.*)?$/,
  /^\/api\/v1\/security\/(login|refresh|csrf_token)\/?$/,
  /^\/login\/?$/,
  /^\/logout\/?$/,
  /^\/api\/v1\/audit_log(\/.*)?$/,
];

const WRITE_METHODS: Record<string, WriteTarget['action']> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const ID = /^\d{1,10}$/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** A path's resource type where no model API matches: its words, without ids and keys. */
function genericType(segments: readonly string[]): string {
  const words = segments.filter((s) => !ID.test(s) && /^[a-z_]+$/.test(s)).slice(0, 3);
  return words.join('_') || 'unknown';
}

/**
 * The target of a request, or null when it is not a write. `bulkIds` are the ids of a bulk
 * delete's `?q=!(ids)` (parsed by the caller), `userId` the caller (whose account `/me` is). A write under one object (`/dashboard/5/colors`)
 * is recorded on that object with the sub-path in its type, and its change read from the object.
 */
export function classifyWrite(
  method: string,
  path: string,
  { bulkIds = [], userId = null }: { bulkIds?: readonly number[]; userId?: number | null } = {},
): WriteTarget | null {
  const verb = WRITE_METHODS[method.toUpperCase()];
  if (!verb) return null;
  if (NOT_WRITES.some((re) => re.test(path))) return null;
  const segments = segmentsOf(path);
  const apiPath = segments[0] === 'api' && segments[1] === 'v1' ? segments.slice(2) : null;
  if (apiPath) {
    // Annotations live under their layer: /annotation_layer/<layer>/annotation[/<id>].
    if (apiPath[0] === 'annotation_layer' && apiPath[2] === 'annotation' && ID.test(apiPath[1] ?? '')) {
      return resourceTarget('annotation', 'annotation', verb, apiPath.slice(3), bulkIds);
    }
    for (const resource of RESOURCES) {
      const parts = resource.path.split('/');
      if (!parts.every((part, i) => apiPath[i] === part)) continue;
      return resourceTarget(resource.resourceType, resource.model, verb, apiPath.slice(parts.length), bulkIds);
    }
    // /me and /me/password: the caller's own account.
    if (apiPath[0] === 'me') {
      const resourceType = apiPath[1] ? `user_${apiPath[1]}` : 'user';
      return {
        resourceType,
        action: 'update',
        model: 'user',
        ids: userId === null ? [] : [userId],
        idFromAnswer: false,
      };
    }
    return genericTarget(apiPath, verb);
  }
  return genericTarget(segments, verb);
}

function resourceTarget(
  resourceType: string,
  model: AuditedModel,
  verb: WriteTarget['action'],
  rest: readonly string[],
  bulkIds: readonly number[],
): WriteTarget {
  const [first, ...sub] = rest;
  if (first === undefined) {
    // POST creates; DELETE with ?q=!(ids) deletes several.
    return verb === 'create'
      ? { resourceType, action: 'create', model, ids: [], idFromAnswer: true }
      : { resourceType, action: verb, model, ids: [...bulkIds], idFromAnswer: false };
  }
  if (!ID.test(first)) {
    // /chart/import, /dataset/duplicate, /dashboard/<slug>/copy...: a write of its own kind.
    return { ...genericTarget([resourceType, ...rest], verb), model: null };
  }
  const id = Number(first);
  if (sub.length === 0) return { resourceType, action: verb, model, ids: [id], idFromAnswer: false };
  const subType = sub.filter((s) => !ID.test(s) && /^[a-z_]+$/.test(s)).join('_');
  return { resourceType: `${resourceType}_${subType || 'item'}`, action: verb, model, ids: [id], idFromAnswer: false };
}

function genericTarget(segments: readonly string[], verb: WriteTarget['action']): WriteTarget {
  const id = segments.find((s) => ID.test(s));
  return {
    resourceType: genericType(segments),
    action: verb,
    model: null,
    ids: id === undefined ? [] : [Number(id)],
    idFromAnswer: false,
  };
}
