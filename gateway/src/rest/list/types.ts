import type { RequestUser } from '../context.ts';
import type { PrismaClient } from '../prisma.ts';

/** Prisma `where` / `orderBy` fragments, built generically and handed to a model delegate. */
export type Where = Record<string, unknown>;
export type OrderBy = Record<string, unknown>;
export type Direction = 'asc' | 'desc';

export type FilterScalar = string | number | boolean | null;
export type FilterValue = FilterScalar | FilterScalar[] | Record<string, unknown>;

export interface ListContext {
  user: RequestUser;
  prisma: PrismaClient;
  provider: 'sqlite' | 'postgresql';
  /** Feature flags of the running app (e.g. DASHBOARD_RBAC narrows what users may see). */
  featureFlags?: ReadonlySet<string>;
}

/** A Superset-specific filter (e.g. `chart_all_text`) attached to one search column. */
export interface CustomFilter {
  /** The name `_info` reports for it. */
  label: string;
  apply(value: FilterValue, ctx: ListContext): Where | Promise<Where>;
}

export type ScalarType = 'string' | 'number' | 'boolean' | 'date';

/**
 * How generic FAB operators reach the model for one search column. The operators a column
 * accepts follow from its kind, as FAB derives them from the column type.
 */
export type SearchColumn =
  | { kind: 'scalar'; field: string; type: ScalarType; custom?: Record<string, CustomFilter> }
  /** A many-to-one relation filtered by the related id (`rel_o_m`), through its foreign key field. */
  | { kind: 'relation-one'; field: string; custom?: Record<string, CustomFilter> }
  /** A many-to-many relation through a link model: `{ [relation]: { some: { [key]: id } } }`. */
  | { kind: 'relation-many'; relation: string; key: string; custom?: Record<string, CustomFilter> }
  /** A column that has only custom filters (e.g. tags while tags are not modelled). */
  | { kind: 'custom'; custom: Record<string, CustomFilter> };

/** The declaration of one model API's list endpoint: what FAB's ModelRestApi class attributes say. */
export interface ListResource<Row> {
  /** Permission view name (`can_read` on this). */
  permissionView: string;
  listTitle: string;
  searchColumns: Record<string, SearchColumn>;
  orderColumns: Record<string, (direction: Direction) => OrderBy>;
  /** Applied when the query names no order column (charts: changed_on desc). */
  baseOrder: OrderBy[];
  listColumns: readonly string[];
  labelColumns?: Record<string, string>;
  descriptionColumns?: Record<string, string>;
  /** FAB_API_MAX_PAGE_SIZE for this API; -1 = uncapped (the database API). Default 100. */
  maxPageSize?: number;
  /** Who may call the list; default: `can_read` on permissionView. */
  canList?(user: RequestUser): boolean;
  /** Rows the user may see at all (FAB base_filters). */
  baseFilter?(ctx: ListContext): Where | Promise<Where>;
  findMany(
    ctx: ListContext,
    args: { where: Where; orderBy: OrderBy[]; skip: number; take: number | undefined },
  ): Promise<Row[]>;
  count(ctx: ListContext, where: Where): Promise<number>;
  /** Serialises a page of rows into list rows (nested objects for dotted columns). */
  serialize(rows: Row[], ctx: ListContext): Promise<Record<string, unknown>[]>;
  id(row: Row): number;
}
