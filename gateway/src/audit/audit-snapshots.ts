import type { PrismaClient } from '../metadata/index.ts';
import { type Snapshot, toSnapshot } from './audit-diff.ts';
import type { AuditedModel } from './audit-targets.ts';

/** A link table read with an object: the relation's name and the key kept from each link row. */
interface Link {
  relation: string;
  key: string;
}

interface ModelReader {
  /** The Prisma delegate's name. */
  delegate: string;
  /** Links recorded as sorted id lists (owners, roles, charts of a dashboard...). */
  links: readonly Link[];
}

const READERS: Record<AuditedModel, ModelReader> = {
  chart: { delegate: 'chart', links: [{ relation: 'owners', key: 'userId' }] },
  dashboard: {
    delegate: 'dashboard',
    links: [
      { relation: 'owners', key: 'userId' },
      { relation: 'roles', key: 'roleId' },
      { relation: 'charts', key: 'chartId' },
    ],
  },
  dataset: { delegate: 'dataset', links: [{ relation: 'owners', key: 'userId' }] },
  database: { delegate: 'database', links: [] },
  report: {
    delegate: 'reportSchedule',
    links: [
      { relation: 'owners', key: 'userId' },
      { relation: 'recipients', key: 'recipientConfigJson' },
    ],
  },
  savedQuery: { delegate: 'savedQuery', links: [] },
  annotationLayer: { delegate: 'annotationLayer', links: [] },
  annotation: { delegate: 'annotation', links: [] },
  cssTemplate: { delegate: 'cssTemplate', links: [] },
  rlsFilter: {
    delegate: 'rlsFilter',
    links: [
      { relation: 'roles', key: 'roleId' },
      { relation: 'tables', key: 'tableId' },
    ],
  },
  user: { delegate: 'user', links: [{ relation: 'roles', key: 'roleId' }] },
  role: {
    delegate: 'role',
    links: [{ relation: 'permissions', key: 'permissionId' }],
  },
  tag: { delegate: 'tag', links: [] },
};

type Delegate = { findUnique(args: unknown): Promise<Record<string, unknown> | null> };

/** The raw row with its links (secrets still in it: the caller compares them before redacting). */
export async function readRow(
  prisma: PrismaClient,
  model: AuditedModel,
  id: number,
): Promise<Record<string, unknown> | null> {
  const reader = READERS[model];
  const delegate = (prisma as unknown as Record<string, Delegate | undefined>)[reader.delegate];
  // A kind whose table this build does not have is recorded without a diff.
  if (!delegate) return null;
  const include = Object.fromEntries(reader.links.map((l) => [l.relation, { select: { [l.key]: true } }]));
  const row = await delegate.findUnique({
    where: { id },
    ...(reader.links.length ? { include } : {}),
  });
  if (!row) return null;
  const out: Record<string, unknown> = { ...row };
  for (const link of reader.links) {
    const items = (row[link.relation] as Record<string, unknown>[] | undefined) ?? [];
    out[link.relation] = items
      .map((item) => item[link.key])
      .sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
  }
  return out;
}

/** A row as the audit log stores it (secrets redacted). */
export function snapshotOf(row: Record<string, unknown> | null): Snapshot | null {
  return row ? toSnapshot(row) : null;
}
