export interface PermissionOption {
  readonly id: string;
  readonly name: string;
  readonly viewMenu: string;
}

export interface PermissionGroup {
  readonly resource: string;
  readonly permissions: readonly PermissionOption[];
}

/**
 * The catalogue grouped by resource (sorted), narrowed by a search that matches the resource or the
 * permission name (case-insensitive): "chart" keeps every Chart permission, "can_write" one per resource.
 */
export function groupPermissions(catalogue: readonly PermissionOption[], search: string): PermissionGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, PermissionOption[]>();
  for (const p of catalogue) {
    if (needle && !p.viewMenu.toLowerCase().includes(needle) && !p.name.toLowerCase().includes(needle)) continue;
    const list = groups.get(p.viewMenu) ?? [];
    list.push(p);
    groups.set(p.viewMenu, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([resource, permissions]) => ({
      resource,
      permissions: [...permissions].sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
