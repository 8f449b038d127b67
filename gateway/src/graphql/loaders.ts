import DataLoader from 'dataloader';
import type { RestClient } from './rest-client.ts';
import type { RestChart, RestDashboard, RestDataset, RestListQuery, RestListResponse, RestUser } from './rest-types.ts';

/** The REST list page size cap (FAB_API_MAX_PAGE_SIZE): a batch larger than this is split. */
export const REST_MAX_PAGE_SIZE = 100;

/** Per-request loaders: N look-ups by id in one tick become one REST list call with `id in [...]`. */
export interface Loaders {
  chart: DataLoader<number, RestChart | null>;
  dashboard: DataLoader<number, RestDashboard | null>;
  dataset: DataLoader<number, RestDataset | null>;
  user: DataLoader<number, RestUser | null>;
}

type ListById<T> = (q: RestListQuery) => Promise<RestListResponse<T>>;

function byIdLoader<T extends { id: number }>(list: ListById<T>): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const response = await list({
        filters: [{ col: 'id', opr: 'in', value: [...ids] }],
        page: 0,
        page_size: ids.length,
      });
      const found = new Map(response.result.map((row) => [row.id, row]));
      // An id the caller may not see comes back missing, exactly like one that does not exist: null.
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: REST_MAX_PAGE_SIZE },
  );
}

export function createLoaders(rest: RestClient): Loaders {
  return {
    chart: byIdLoader((q) => rest.listCharts(q)),
    dashboard: byIdLoader((q) => rest.listDashboards(q)),
    dataset: byIdLoader((q) => rest.listDatasets(q)),
    user: byIdLoader((q) => rest.listUsers(q)),
  };
}

/** Rows a list call already returned need no second look-up by id later in the same request. */
export function primeLoader<T extends { id: number }>(loader: DataLoader<number, T | null>, rows: readonly T[]): void {
  for (const row of rows) loader.prime(row.id, row);
}
