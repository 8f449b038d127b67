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

/**
 * Dashboards a user may see (Superset's DashboardAccessFilter, without per-dataset grants, which
 * are not modelled: every role that reads dashboards has all_datasource_access). Admins see all;
 * others what they own or created and what is published. Under DASHBOARD_RBAC a published
 * dashboard that lists roles is visible only to holders of one of those roles (owners and admins
 * still see it); published dashboards without roles stay visible to every reader.
 */
export function dashboardAccessWhere(user: RequestUser, rbac: boolean): Record<string, unknown> {
  if (user.isAdmin) return {};
  const mine = [{ owners: { some: { userId: user.id } } }, { createdById: user.id }];
  if (!rbac) return { OR: [...mine, { published: true }] };
  return {
    OR: [
      ...mine,
      { published: true, roles: { none: {} } },
      { published: true, roles: { some: { role: { name: { in: [...user.roles] } } } } },
    ],
  };
}
