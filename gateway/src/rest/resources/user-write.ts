import { passwordProblems } from '../auth/password-policy.ts';

/** The fields of `POST|PUT /api/v1/security/users/` (FAB's UserApi add/edit columns). */
export interface UserInput {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string | null;
  active?: boolean;
  roles?: number[];
  password?: string;
}

const KNOWN = new Set(['username', 'first_name', 'last_name', 'email', 'active', 'roles', 'password']);
const MISSING = 'Missing data for required field.';
/** FAB's marshmallow rule: a plain address with one @ and a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[\p{L}\p{N}._@+-]+$/u;
/** Control characters (NUL among them, which PostgreSQL refuses in text) have no place in a name. */
export const CONTROL_CHARACTERS = /\p{Cc}/u;

function text(
  body: Record<string, unknown>,
  key: string,
  max: number,
  errors: Record<string, string[]>,
  required: boolean,
): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) {
    if (required) errors[key] = [MISSING];
    return undefined;
  }
  if (typeof value !== 'string') {
    errors[key] = ['Not a valid string.'];
    return undefined;
  }
  const trimmed = value.trim();
  if (CONTROL_CHARACTERS.test(trimmed)) errors[key] = ['Must not contain control characters.'];
  else if (trimmed.length === 0) errors[key] = [required ? MISSING : 'Shorter than minimum length 1.'];
  else if (trimmed.length > max) errors[key] = [`Longer than maximum length ${max}.`];
  return trimmed;
}

/**
 * Validates a user body; `partial` for an update (every field optional). Field errors come back in
 * FAB's shape (`{"username": ["Missing data for required field."]}`), unknown fields included, as
 * marshmallow refuses them.
 */
export function validateUserBody(
  body: Record<string, unknown>,
  partial: boolean,
  currentUsername?: string,
): { input: UserInput; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const input: UserInput = {};
  for (const key of Object.keys(body)) if (!KNOWN.has(key)) errors[key] = ['Unknown field.'];
  const required = !partial;
  const username = text(body, 'username', 64, errors, required);
  if (username !== undefined && !errors.username) {
    if (!USERNAME.test(username)) {
      errors.username = ['Use letters, digits and . _ @ + - only (no spaces).'];
    } else input.username = username;
  }
  const first = text(body, 'first_name', 64, errors, required);
  if (first !== undefined && !errors.first_name) input.first_name = first;
  const last = text(body, 'last_name', 64, errors, required);
  if (last !== undefined && !errors.last_name) input.last_name = last;
  if (body.email === null && partial) input.email = null;
  else {
    const email = text(body, 'email', 320, errors, required);
    if (email !== undefined && !errors.email) {
      if (!EMAIL.test(email)) errors.email = ['Not a valid email address.'];
      else input.email = email;
    }
  }
  if (body.active !== undefined) {
    if (typeof body.active !== 'boolean') errors.active = ['Not a valid boolean.'];
    else input.active = body.active;
  }
  if (body.roles === undefined || body.roles === null) {
    if (required) errors.roles = [MISSING];
  } else if (!Array.isArray(body.roles) || !body.roles.every((r) => Number.isSafeInteger(r) && (r as number) > 0)) {
    errors.roles = ['Not a valid list of role ids.'];
  } else if (body.roles.length === 0) {
    errors.roles = ['A user needs at least one role.'];
  } else input.roles = [...new Set(body.roles as number[])];
  if (body.password === undefined || body.password === null) {
    if (required) errors.password = [MISSING];
  } else if (typeof body.password !== 'string') {
    errors.password = ['Not a valid string.'];
  } else {
    const problems = passwordProblems(body.password, input.username ?? currentUsername);
    if (problems.length > 0) errors.password = problems;
    else input.password = body.password;
  }
  return { input, errors };
}
