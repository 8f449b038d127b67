import type { Dialect } from '../../engine/dialects/dialect.ts';
import { applyTableRowLevelFilters } from '../../engine/rls-tables.ts';
import type { RequestUser } from '../context.ts';
import { BadRequestError } from '../errors.ts';
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

/**
 * A virtual dataset's SQL with the row level security of the tables it reads (Superset applies the
 * rules of a physical dataset wherever its table is queried, virtual datasets included): each such
 * table becomes a filtered sub-select. SQL that names no ruled table comes back unchanged; SQL the
 * parser cannot read is refused when the user has any rule on a table of that database, since the
 * tables it reads cannot be known.
 */
export async function virtualDatasetSqlFor(
  prisma: PrismaClient,
  user: RequestUser,
  dataset: { id: number; databaseId: number; sql: string },
  dialect: Dialect,
): Promise<string> {
  const rows = await prisma.rlsFilter.findMany({
    where: { tables: { some: { table: { databaseId: dataset.databaseId, id: { not: dataset.id } } } } },
    select: {
      filterType: true,
      groupKey: true,
      clause: true,
      roles: { select: { role: { select: { name: true } } } },
      tables: {
        select: { table: { select: { id: true, tableName: true, schema: true, databaseId: true, sql: true } } },
      },
    },
  });
  const byTable = new Map<number, { tableName: string; schema: string | null; rules: RlsRule[] }>();
  for (const row of rows) {
    const rule = {
      filterType: row.filterType,
      groupKey: row.groupKey,
      clause: row.clause,
      roleNames: row.roles.map((x) => x.role.name),
    };
    for (const { table } of row.tables) {
      // Only physical datasets of this database name a table the SQL can read.
      if (table.databaseId !== dataset.databaseId || table.id === dataset.id || table.sql?.trim()) continue;
      const entry = byTable.get(table.id) ?? { tableName: table.tableName, schema: table.schema, rules: [] };
      entry.rules.push(rule);
      byTable.set(table.id, entry);
    }
  }
  const clauses = [...byTable.values()]
    .map((t) => ({ ...t, clause: combineRlsClauses(rulesForRoles(t.rules, user.roles)) }))
    .filter((t): t is typeof t & { clause: string } => t.clause !== null);
  if (!clauses.length) return dataset.sql;
  const lower = (s: string | null) => (s ?? '').toLowerCase();
  const rewritten = applyTableRowLevelFilters(dataset.sql, dialect, (ref) => {
    // An unqualified name may mean any schema on the search path: every dataset of that name counts.
    const matching = clauses.filter(
      (t) => lower(t.tableName) === lower(ref.table) && (ref.schema === null || lower(t.schema) === lower(ref.schema)),
    );
    if (!matching.length) return null;
    return matching.map((t) => `(${t.clause})`).join(' AND ');
  });
  if (rewritten === null) {
    throw new BadRequestError(
      'Row level security applies to tables of this database, and the SQL of this virtual dataset cannot be read to apply it.',
    );
  }
  return rewritten;
}
