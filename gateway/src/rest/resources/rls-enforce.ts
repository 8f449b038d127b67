import type { Dialect } from '../../engine/dialects/dialect.ts';
import { applyTableRowLevelFilters } from '../../engine/rls-tables.ts';
import { UnsafeSqlError } from '../../engine/sql-guard.ts';
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

/** Every row level security rule on one dataset, whoever it applies to. */
export async function loadRlsRules(prisma: PrismaClient, datasetId: number): Promise<RlsRule[]> {
  const rows = await prisma.rlsFilter.findMany({
    where: { tables: { some: { tableId: datasetId } } },
    select: { filterType: true, groupKey: true, clause: true, roles: { select: { role: { select: { name: true } } } } },
  });
  return rows.map((r) => ({
    filterType: r.filterType,
    groupKey: r.groupKey,
    clause: r.clause,
    roleNames: r.roles.map((x) => x.role.name),
  }));
}

/** The filter a dataset's rules make for one user (null: no rule applies). */
export function rowLevelFilterOf(rules: readonly RlsRule[], user: RequestUser): string | null {
  return rules.length ? combineRlsClauses(rulesForRoles(rules, user.roles)) : null;
}

/** The row level security filter of one dataset for one user (null: no rule applies). */
export async function rowLevelFilterFor(
  prisma: PrismaClient,
  user: RequestUser,
  datasetId: number,
): Promise<string | null> {
  return rowLevelFilterOf(await loadRlsRules(prisma, datasetId), user);
}

interface TableClause {
  tableName: string;
  schema: string | null;
  clause: string;
}

/**
 * The combined clause of each physical dataset of a database that has rules for this user (the
 * dataset `exceptId` left out: a virtual dataset's own rules go on its outer query).
 */
async function tableClausesFor(
  prisma: PrismaClient,
  user: RequestUser,
  databaseId: number,
  exceptId: number | null,
): Promise<TableClause[]> {
  const rows = await prisma.rlsFilter.findMany({
    where: { tables: { some: { table: { databaseId } } } },
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
      if (table.databaseId !== databaseId || table.id === exceptId || table.sql?.trim()) continue;
      const entry = byTable.get(table.id) ?? { tableName: table.tableName, schema: table.schema, rules: [] };
      entry.rules.push(rule);
      byTable.set(table.id, entry);
    }
  }
  return [...byTable.values()]
    .map((t) => ({
      tableName: t.tableName,
      schema: t.schema,
      clause: combineRlsClauses(rulesForRoles(t.rules, user.roles)),
    }))
    .filter((t): t is TableClause => t.clause !== null);
}

/** The SQL with each ruled table read as a filtered sub-select; null when the parser cannot read it. */
function applyClauses(sql: string, dialect: Dialect, clauses: readonly TableClause[]): string | null {
  if (!clauses.length) return sql;
  const lower = (s: string | null) => (s ?? '').toLowerCase();
  return applyTableRowLevelFilters(sql, dialect, (ref) => {
    // An unqualified name may mean any schema on the search path: every dataset of that name counts.
    const matching = clauses.filter(
      (t) => lower(t.tableName) === lower(ref.table) && (ref.schema === null || lower(t.schema) === lower(ref.schema)),
    );
    if (!matching.length) return null;
    return matching.map((t) => `(${t.clause})`).join(' AND ');
  });
}

export const UNREADABLE_SQL_WITH_RLS =
  'Row level security applies to tables of this database, and this SQL cannot be read to apply it.';

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
  const clauses = await tableClausesFor(prisma, user, dataset.databaseId, dataset.id);
  const rewritten = applyClauses(dataset.sql, dialect, clauses);
  if (rewritten === null) throw new BadRequestError(UNREADABLE_SQL_WITH_RLS);
  return rewritten;
}

/**
 * Superset's RLS_IN_SQLLAB: the statements of a SQL Lab run, each with the rules of the tables it
 * reads applied as for virtual datasets. A string is the refusal: a statement cannot be read while
 * rules exist, or a rule's clause is not a single expression.
 */
export async function sqlLabStatementsWithRls<T extends { sql: string }>(
  prisma: PrismaClient,
  user: RequestUser,
  databaseId: number,
  statements: readonly T[],
  dialect: Dialect,
): Promise<T[] | string> {
  const clauses = await tableClausesFor(prisma, user, databaseId, null);
  const out: T[] = [];
  for (const statement of statements) {
    let sql: string | null;
    try {
      sql = applyClauses(statement.sql, dialect, clauses);
    } catch (error) {
      if (error instanceof UnsafeSqlError) return error.message;
      throw error;
    }
    if (sql === null) return UNREADABLE_SQL_WITH_RLS;
    out.push({ ...statement, sql });
  }
  return out;
}
