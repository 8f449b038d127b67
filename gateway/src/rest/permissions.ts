import type { RequestUser } from './context.ts';
import { ForbiddenError } from './errors.ts';

/**
 * The one place that answers "may this user do that": `can(user, 'can_read', 'Chart')`.
 * Admin (by role name, case-insensitive, resolved by the auth module) may do everything; other
 * users need the permission on the view through one of their roles.
 */
export function can(user: RequestUser, permission: string, view: string): boolean {
  return user.isAdmin || user.permissions.has(`${permission}:${view}`);
}

export function assertCan(user: RequestUser, permission: string, view: string): void {
  if (!can(user, permission, view)) throw new ForbiddenError('Forbidden');
}

/** The permissions `_info` reports for one view, among those its API knows. */
export function permissionsOn(user: RequestUser, view: string, known: readonly string[]): string[] {
  return known.filter((permission) => can(user, permission, view));
}
