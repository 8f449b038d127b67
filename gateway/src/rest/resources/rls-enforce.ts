import type { RequestUser } from '../context.ts';
import type { PrismaClient } from '../prisma.ts';

export const RLS_FILTER_TYPES = ['Regular', 'Base'] as const;

export interface RlsRule {
  filterType: string;
  groupKey: string | null;
  clause: string;
  roleNames: string[];
}

/**
 * Superset's get_rls_filters: a Regular rule applies to users holding one of its roles, a Base rule
 * to everyone holding none of them.
 */
export function rulesForRoles(rules: readonly RlsRule[], userRoles: readonly string[]): RlsRule[] {
  const held = new Set(userRoles);
  return rules.filter((rule) => {
    const listed = rule.roleNames.some((name) => held.has(name));
    return rule.filterType === 'Base' ? !listed : listed;
  });
}

/**
 * The clauses combined as Superset does: each wrapped in parentheses, those of one group key ORed,
 * the groups and the ungrouped clauses ANDed. Null when none applies. Sorted so that the same rules
 * always give the same SQL (and cache key).
 */
export function combineRlsClauses(rules: readonly RlsRule[]): string | null {
  const ungrouped: string[] = [];
  const groups = new Map<string, string[]>();
  for (const rule of rules) {
    const clause = `(${rule.clause})`;
    const key = rule.groupKey?.trim();
    if (!key) ungrouped.push(clause);
    else groups.set(key, [...(groups.get(key) ?? []), clause]);
  }
  const parts = [
    ...ungrouped.sort(),
    ...[...groups.keys()].sort().map((key) => {
      const clauses = (groups.get(key) ?? []).sort();
      return clauses.length === 1 ? (clauses[0] as string) : `(${clauses.join(' OR ')})`;
    }),
  ];
  return parts.length ? parts.join(' AND ') : null;
}

/** The row level security filter of one dataset for one user (null: no rule applies). */
export async function rowLevelFilterFor(
  prisma: PrismaClient,
  user: RequestUser,
  datasetId: number,
): Promise<string | null> {
  const rows = await prisma.rlsFilter.findMany({
    where: { tables: { some: { tableId: datasetId } } },
    select: { filterType: true, groupKey: true, clause: true, roles: { select: { role: { select: { name: true } } } } },
  });
  if (!rows.length) return null;
  const rules = rows.map((r) => ({
    filterType: r.filterType,
    groupKey: r.groupKey,
    clause: r.clause,
    roleNames: r.roles.map((x) => x.role.name),
  }));
  return combineRlsClauses(rulesForRoles(rules, user.roles));
}
