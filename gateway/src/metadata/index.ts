// The metadata store's public surface: import from here, never from ./generated/.

export { isRecordNotFound, isUniqueViolation } from './errors.ts';
export type {
  ActivityLog,
  AppSetting,
  Chart,
  ChartOwner,
  Dashboard,
  DashboardChart,
  DashboardOwner,
  DashboardRole,
  Database,
  Dataset,
  DatasetColumn,
  DatasetOwner,
  Favourite,
  FilterSet,
  KeyValue,
  Permission,
  ReportExecutionLog,
  ReportOwner,
  ReportRecipient,
  ReportSchedule,
  Role,
  RolePermission,
  SqlMetric,
  User,
  UserRole,
} from './generated/sqlite/client.ts';
export { Prisma } from './generated/sqlite/client.ts';
export { applyPendingMigrations, MigrationChecksumError, type MigrationTarget } from './migrate.ts';
export type { MetadataProvider } from './migration-files.ts';
export { type MetadataStore, openMetadataStore, type PrismaClient } from './store.ts';
