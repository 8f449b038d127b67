import { parse } from 'yaml';
import type { ConnectionPolicy } from '../../../auth/connection-policy.ts';
import type { RequestUser } from '../../context.ts';
import type { PrismaClient } from '../../prisma.ts';
import { BundleImportError, FileErrors, NO_VALID_COMMAND } from './import-errors.ts';
import { parseConfigs, readBundle } from './import-read.ts';
import { validateConfig } from './import-validate.ts';
import { writeBundle } from './import-write.ts';
import { BUNDLE_VERSION, METADATA_FILE } from './types.ts';
import type { ZipLimits } from './zip-limits.ts';

const PREFIXES = ['databases/', 'datasets/', 'charts/', 'dashboards/'] as const;
const KIND_BY_PREFIX = {
  'databases/': 'databases',
  'datasets/': 'datasets',
  'charts/': 'charts',
  'dashboards/': 'dashboards',
} as const;

/** Superset's ImportAssetsCommand message for any failure of a mixed bundle. */
export const ASSETS_ERROR = 'Error importing assets';

/**
 * Superset's ImportAssetsCommand: a mixed bundle (any metadata type, version 1.0.0) of databases,
 * datasets, charts and dashboards, every object created or replaced by uuid (assets imports always
 * overwrite), validated file by file first and written in one transaction.
 */
export async function importAssets(
  prisma: PrismaClient,
  user: RequestUser,
  options: {
    data: Uint8Array;
    passwords: Record<string, string>;
    connections: ConnectionPolicy;
    zipLimits?: ZipLimits;
  },
): Promise<void> {
  const contents = await readBundle(options.data, options.zipLimits);
  const metaText = contents.get(METADATA_FILE);
  if (metaText === undefined) throw new BundleImportError(NO_VALID_COMMAND);
  let metadata: unknown;
  try {
    metadata = parse(metaText);
  } catch {
    throw new BundleImportError(ASSETS_ERROR, { [METADATA_FILE]: 'Not a valid YAML file' });
  }
  if (
    !metadata ||
    typeof metadata !== 'object' ||
    String((metadata as Record<string, unknown>).version) !== BUNDLE_VERSION
  ) {
    throw new BundleImportError(NO_VALID_COMMAND);
  }

  const errors = new FileErrors();
  // Superset's MetadataSchema: `type` is any string (or absent) for an assets bundle, never another type.
  const type = (metadata as Record<string, unknown>).type;
  if (type !== undefined && type !== null && typeof type !== 'string') {
    errors.set(METADATA_FILE, { type: ['Not a valid string.'] });
  }
  const configs = parseConfigs(contents, PREFIXES, errors);
  if (configs.size === 0 && errors.empty) {
    throw new BundleImportError('No valid import files were found', {}, 400);
  }
  const dbUuids = [...configs]
    .filter(([path]) => path.startsWith('databases/'))
    .map(([, c]) => c.uuid)
    .filter((u): u is string => typeof u === 'string');
  const existingDatabases = new Set(
    (await prisma.database.findMany({ where: { uuid: { in: dbUuids } }, select: { uuid: true } })).map((r) => r.uuid),
  );
  for (const [path, config] of configs) {
    validateConfig(path, config, errors, { existingUuids: existingDatabases, passwords: options.passwords });
  }
  if (!errors.empty) throw new BundleImportError(ASSETS_ERROR, errors.messages);

  const plan = {
    main: 'dashboard' as const,
    overwrite: true,
    replaceAll: true,
    databases: new Map<string, Record<string, unknown>>(),
    datasets: new Map<string, Record<string, unknown>>(),
    charts: new Map<string, Record<string, unknown>>(),
    dashboards: new Map<string, Record<string, unknown>>(),
  };
  for (const [path, config] of configs) {
    const prefix = PREFIXES.find((p) => path.startsWith(p)) as (typeof PREFIXES)[number];
    plan[KIND_BY_PREFIX[prefix]].set(path, config);
  }
  const problems = await writeBundle(prisma, user, plan, options.connections);
  if (!problems.empty) throw new BundleImportError(ASSETS_ERROR, problems.messages);
}
