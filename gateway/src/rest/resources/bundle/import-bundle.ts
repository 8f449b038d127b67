import type { ConnectionPolicy } from '../../../auth/connection-policy.ts';
import type { RequestUser } from '../../context.ts';
import { can } from '../../permissions.ts';
import type { PrismaClient } from '../../prisma.ts';
import { BundleImportError, FileErrors, overwriteNeeded } from './import-errors.ts';
import { checkMetadata, parseConfigs, readBundle } from './import-read.ts';
import { validateConfig } from './import-validate.ts';
import { type ImportPlan, writeBundle } from './import-write.ts';
import { BUNDLE_RESOURCES, type BundleResource } from './types.ts';
import type { ZipLimits } from './zip-limits.ts';

/** Which kinds of file each importer reads (Superset: the command's schemas). */
const PREFIXES: Record<BundleResource, readonly string[]> = {
  database: ['databases/', 'datasets/'],
  dataset: ['databases/', 'datasets/'],
  chart: ['databases/', 'datasets/', 'charts/'],
  dashboard: ['databases/', 'datasets/', 'charts/', 'dashboards/'],
};

const MODEL_BY_PREFIX = {
  'databases/': 'database',
  'datasets/': 'dataset',
  'charts/': 'chart',
  'dashboards/': 'dashboard',
} as const;

export interface ImportOptions {
  resource: BundleResource;
  /** Which database connections may be created (the database API's rules). */
  connections: ConnectionPolicy;
  data: Uint8Array;
  passwords: Record<string, string>;
  overwrite: boolean;
  /** Caps on the ZIP (config.zipLimits); Superset-like defaults when absent. */
  zipLimits?: ZipLimits;
}

async function existingUuids(prisma: PrismaClient, kind: BundleResource, uuids: string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const where = { where: { uuid: { in: uuids } }, select: { uuid: true } } as const;
  const rows =
    kind === 'database'
      ? await prisma.database.findMany(where)
      : kind === 'dataset'
        ? await prisma.dataset.findMany(where)
        : kind === 'chart'
          ? await prisma.chart.findMany(where)
          : await prisma.dashboard.findMany(where);
  return new Set(rows.map((r) => r.uuid));
}

/**
 * Superset's v1 import command: read, validate every file (all problems at once, per file path),
 * refuse to replace existing objects of the imported kind without overwrite, then write
 * everything in one transaction so that a failure leaves nothing behind.
 */
export async function importBundle(prisma: PrismaClient, user: RequestUser, options: ImportOptions): Promise<void> {
  const { resource } = options;
  const meta = BUNDLE_RESOURCES[resource];
  const contents = await readBundle(options.data, options.zipLimits);
  const errors = new FileErrors();
  checkMetadata(contents, meta.metadataType, errors);
  const configs = parseConfigs(contents, PREFIXES[resource], errors);

  const byKind = new Map<BundleResource, Map<string, Record<string, unknown>>>();
  for (const [path, config] of configs) {
    const prefix = Object.keys(MODEL_BY_PREFIX).find((p) => path.startsWith(p)) as keyof typeof MODEL_BY_PREFIX;
    const kind = MODEL_BY_PREFIX[prefix];
    if (!byKind.has(kind)) byKind.set(kind, new Map());
    byKind.get(kind)?.set(path, config);
  }
  const existing = new Map<BundleResource, Set<string>>();
  for (const kind of ['database', 'dataset', 'chart', 'dashboard'] as const) {
    const uuids = [...(byKind.get(kind)?.values() ?? [])]
      .map((c) => c.uuid)
      .filter((u): u is string => typeof u === 'string');
    existing.set(kind, await existingUuids(prisma, kind, uuids));
  }

  for (const [path, config] of configs) {
    validateConfig(path, config, errors, {
      existingUuids: existing.get('database') ?? new Set(),
      passwords: options.passwords,
    });
  }
  if (!options.overwrite) {
    for (const [path, config] of byKind.get(resource) ?? []) {
      if (typeof config.uuid === 'string' && existing.get(resource)?.has(config.uuid)) {
        errors.set(path, overwriteNeeded(meta.modelName));
      }
    }
  }
  if (!errors.empty) throw new BundleImportError(`Error importing ${meta.modelName}`, errors.messages);

  // Creating related objects needs the right to create them (Superset's ImportFailedError texts).
  for (const kind of ['database', 'dataset', 'chart', 'dashboard'] as const) {
    const fresh = [...(byKind.get(kind)?.values() ?? [])].some((c) => !existing.get(kind)?.has(c.uuid as string));
    if (fresh && !can(user, 'can_write', BUNDLE_RESOURCES[kind].view)) {
      throw new BundleImportError(
        `${kind.charAt(0).toUpperCase()}${kind.slice(1)} doesn't exist and user doesn't have permission to create ${kind}s`,
      );
    }
  }

  const plan: ImportPlan = {
    main: resource,
    overwrite: options.overwrite,
    databases: byKind.get('database') ?? new Map(),
    datasets: byKind.get('dataset') ?? new Map(),
    charts: byKind.get('chart') ?? new Map(),
    dashboards: byKind.get('dashboard') ?? new Map(),
  };
  const problems = await writeBundle(prisma, user, plan, options.connections);
  if (!problems.empty) throw new BundleImportError(`Error importing ${meta.modelName}`, problems.messages);
}
