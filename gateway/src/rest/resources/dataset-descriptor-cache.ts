import { createReadThroughCache } from '../../cache/read-through-cache.ts';
import type { DatasetDescriptor } from '../../engine/dataset.ts';
import type { MetadataStore } from '../prisma.ts';
import { type DatasetForQuery, datasetForQueryInclude, toDatasetDescriptor } from './dataset-descriptor.ts';
import { loadRlsRules, type RlsRule } from './rls-enforce.ts';

/**
 * How long a dataset (columns, metrics, database, row level security rules) is reused without reading the metadata store.
 * Writes through this gateway clear it at once; a change made elsewhere applies within this time.
 */
export const DATASET_DESCRIPTOR_TTL_MS = 2_000;

export interface DatasetForChartData {
  row: DatasetForQuery;
  descriptor: DatasetDescriptor;
  /** Its row level security rules (every role's): each request picks the caller's. */
  rlsRules: RlsRule[];
}

export interface DatasetDescriptorCache {
  /** The dataset with its descriptor; null when it does not exist (never cached). */
  get(datasetId: number): Promise<DatasetForChartData | null>;
  clear(): void;
}

/** Reads a dataset for chart data straight from the store (the cache's loader, and the uncached path). */
export async function loadDatasetForChartData(
  store: MetadataStore,
  datasetId: number,
): Promise<DatasetForChartData | null> {
  const [row, rlsRules] = await Promise.all([
    store.prisma.dataset.findUnique({ where: { id: datasetId }, include: datasetForQueryInclude }),
    loadRlsRules(store.prisma, datasetId),
  ]);
  return row ? { row, descriptor: toDatasetDescriptor(row), rlsRules } : null;
}

class DatasetMissing extends Error {}

export function createDatasetDescriptorCache(
  store: MetadataStore,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): DatasetDescriptorCache {
  const cache = createReadThroughCache<number, DatasetForChartData>({
    ttlMs: options.ttlMs ?? DATASET_DESCRIPTOR_TTL_MS,
    maxEntries: options.maxEntries ?? 1_000,
    ...(options.now ? { now: options.now } : {}),
  });
  // A missing dataset fails the load so that it is not cached (the read-through cache keeps no failures).
  const load = async (id: number) => {
    const found = await loadDatasetForChartData(store, id);
    if (!found) throw new DatasetMissing();
    return found;
  };
  return {
    async get(datasetId) {
      try {
        return await cache.get(datasetId, load);
      } catch (error) {
        if (error instanceof DatasetMissing) return null;
        throw error;
      }
    },
    clear: () => cache.clear(),
  };
}
