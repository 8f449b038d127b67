import { z } from 'zod';

/**
 * One OAuth 2 / OpenID Connect provider of the sign-in page (an entry of Superset's OAUTH_PROVIDERS).
 * The client secret lives here and nowhere else: it is never serialised into an answer or a log.
 */
export interface OAuthProvider {
  /** URL segment: `/login/<name>` starts the sign-in, `/oauth-authorized/<name>` is the callback. */
  name: string;
  /** The button's text on the login page. */
  label: string;
  /** The issuer (its `/.well-known/openid-configuration` is read) or the discovery document's URL. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  /** The claim that names the Chartroom user (`preferred_username` unless configured). */
  usernameClaim: string;
  /** The claim listing the user's groups, the keys of the roles mapping (`groups` unless configured). */
  rolesClaim: string;
}

export interface OAuthSettings {
  providers: readonly OAuthProvider[];
  /** AUTH_USER_REGISTRATION: unknown users signing in through a provider get an account. */
  userRegistration: boolean;
  /** AUTH_USER_REGISTRATION_ROLE: the role new accounts get (FAB's default, `Public`). */
  userRegistrationRole: string;
  /** AUTH_ROLES_MAPPING: a provider group (a value of the roles claim) to the Chartroom roles it gives. */
  rolesMapping: Readonly<Record<string, readonly string[]>>;
  /** AUTH_ROLES_SYNC_AT_LOGIN: every sign-in sets the user's roles again from the mapping. */
  rolesSyncAtLogin: boolean;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;

const providerSchema = z
  .object({
    name: z.string().regex(NAME, 'lower-case letters, digits, - and _ (up to 63)'),
    label: z.string().trim().min(1).max(100).optional(),
    issuer: z.string().url(),
    client_id: z.string().min(1),
    client_secret: z.string().min(1).optional(),
    /** The name of an environment variable holding the secret, so it need not sit in the JSON. */
    client_secret_env: z.string().min(1).optional(),
    scopes: z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'a scope has no spaces or quotes')).optional(),
    username_claim: z.string().min(1).optional(),
    roles_claim: z.string().min(1).optional(),
  })
  .strict();

/** Plain http is accepted for an issuer on this machine only (a provider started for development or tests). */
export function isLoopbackUrl(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function secretOf(entry: z.infer<typeof providerSchema>, env: NodeJS.ProcessEnv, where: string): string {
  if (entry.client_secret !== undefined && entry.client_secret_env !== undefined) {
    throw new Error(`${where}: give client_secret or client_secret_env, not both`);
  }
  if (entry.client_secret_env !== undefined) {
    const value = env[entry.client_secret_env];
    if (!value) throw new Error(`${where}: the environment variable ${entry.client_secret_env} is not set`);
    return value;
  }
  if (entry.client_secret === undefined) throw new Error(`${where}: client_secret or client_secret_env is required`);
  return entry.client_secret;
}

/**
 * CHARTROOM_OAUTH_PROVIDERS: a JSON array of `{name, label, issuer, client_id, client_secret |
 * client_secret_env, scopes, username_claim}`. A bad value stops the start with a message that names
 * the entry and field, and never repeats a secret.
 */
export function parseOAuthProviders(raw: string | undefined, env: NodeJS.ProcessEnv = {}): OAuthProvider[] {
  if (!raw?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('CHARTROOM_OAUTH_PROVIDERS must be a JSON array of providers');
  }
  if (!Array.isArray(json)) throw new Error('CHARTROOM_OAUTH_PROVIDERS must be a JSON array of providers');
  const providers: OAuthProvider[] = [];
  json.forEach((item, i) => {
    const where = `CHARTROOM_OAUTH_PROVIDERS[${i}]`;
    const parsed = providerSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || '(entry)';
      throw new Error(`${where}.${field}: ${issue?.message ?? 'invalid'}`);
    }
    const entry = parsed.data;
    const issuer = new URL(entry.issuer);
    if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && isLoopbackUrl(issuer))) {
      throw new Error(`${where}.issuer: must be an https:// URL (http:// only on localhost)`);
    }
    if (providers.some((p) => p.name === entry.name)) throw new Error(`${where}.name: "${entry.name}" is used twice`);
    const scopes = entry.scopes ?? ['openid', 'email', 'profile'];
    providers.push({
      name: entry.name,
      label: entry.label ?? entry.name,
      issuer: entry.issuer,
      clientId: entry.client_id,
      clientSecret: secretOf(entry, env, where),
      scopes: scopes.includes('openid') ? scopes : ['openid', ...scopes],
      usernameClaim: entry.username_claim ?? 'preferred_username',
      rolesClaim: entry.roles_claim ?? 'groups',
    });
  });
  return providers;
}

function parseBoolean(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return false;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

const rolesMappingSchema = z.record(z.string().min(1), z.array(z.string().trim().min(1)));

/** CHARTROOM_AUTH_ROLES_MAPPING: `{"<group>": ["<role>", ...]}` (FAB's AUTH_ROLES_MAPPING). */
export function parseRolesMapping(raw: string | undefined): Record<string, string[]> {
  if (!raw?.trim()) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('CHARTROOM_AUTH_ROLES_MAPPING must be a JSON object of group: [roles]');
  }
  const parsed = rolesMappingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `CHARTROOM_AUTH_ROLES_MAPPING${issue?.path.length ? `.${issue.path.join('.')}` : ''}: a JSON object of group: [role names] (${issue?.message ?? 'invalid'})`,
    );
  }
  return parsed.data;
}

export function loadOAuthSettings(env: NodeJS.ProcessEnv): OAuthSettings {
  return {
    providers: parseOAuthProviders(env.CHARTROOM_OAUTH_PROVIDERS, env),
    userRegistration: parseBoolean('CHARTROOM_AUTH_USER_REGISTRATION', env.CHARTROOM_AUTH_USER_REGISTRATION),
    userRegistrationRole: env.CHARTROOM_AUTH_USER_REGISTRATION_ROLE?.trim() || 'Public',
    rolesMapping: parseRolesMapping(env.CHARTROOM_AUTH_ROLES_MAPPING),
    rolesSyncAtLogin: parseBoolean('CHARTROOM_AUTH_ROLES_SYNC_AT_LOGIN', env.CHARTROOM_AUTH_ROLES_SYNC_AT_LOGIN),
  };
}
