import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body, ENGINES, startUploadFixture, type UploadFixture } from './upload-fixture.ts';

describe('an upload creates its dataset and a replace or append invalidates cached chart results', () => {
  let f: UploadFixture;
  beforeAll(async () => {
    f = await startUploadFixture();
  }, 120_000);
  afterAll(async () => {
    await f?.close();
  });

  const csv = (n: number) => `k,v\n${Array.from({ length: n }, (_, i) => `k${i},${i}`).join('\n')}\n`;

  describe.each(ENGINES)('%s', (engine) => {
    it('creates the dataset once, owned by the uploader; the cached count follows replace and append', async () => {
      const table = f.tableName(engine, 'ds');
      const up = await f.upload(engine, new Blob([csv(5)]), 'a.csv', table);
      expect(up.status, up.text).toBe(201);
      const datasetId = up.body.result.dataset_id as number;
      expect(datasetId).toBeGreaterThan(0);
      const got = await f.app.request(`/api/v1/dataset/${datasetId}`);
      const dataset = ((await got.json()) as Body).result;
      expect(dataset.table_name).toBe(table);
      expect(dataset.database.id).toBe(f.ids.get(engine));
      expect(dataset.columns.map((c: Body) => c.column_name).sort()).toEqual(['k', 'v']);
      expect(dataset.owners.map((o: Body) => o.id)).toHaveLength(1);

      const count = async () => {
        const res = await f.app.request('/api/v1/chart/data', {
          method: 'POST',
          json: {
            datasource: { id: datasetId, type: 'table' },
            queries: [{ metrics: ['count'], columns: [], row_limit: 10 }],
            result_type: 'full',
          },
        });
        const body = (await res.json()) as Body;
        expect(res.status, JSON.stringify(body)).toBe(200);
        const first = body.result[0];
        return { count: Number(Object.values(first.data[0])[0]), cached: first.is_cached as boolean };
      };
      expect(await count()).toEqual({ count: 5, cached: false });
      expect(await count()).toEqual({ count: 5, cached: true });

      const replaced = await f.upload(engine, new Blob([csv(3)]), 'b.csv', table, { already_exists: 'replace' });
      expect(replaced.status, replaced.text).toBe(201);
      expect(replaced.body.result.dataset_id).toBe(datasetId);
      expect((await count()).count).toBe(3);

      const appended = await f.upload(engine, new Blob([csv(2)]), 'c.csv', table, { already_exists: 'append' });
      expect(appended.status, appended.text).toBe(201);
      expect((await count()).count).toBe(5);

      // A refused upload changes nothing: the cached answer stays right.
      const refused = await f.upload(engine, new Blob(['k,v\nx,oops\n']), 'd.csv', table, {
        already_exists: 'append',
      });
      expect(refused.status).toBe(422);
      expect((await count()).count).toBe(5);

      // A replace with a new column adds it to the dataset.
      const wider = await f.upload(engine, new Blob(['k,v,w\na,1,2\n']), 'e.csv', table, { already_exists: 'replace' });
      expect(wider.status, wider.text).toBe(201);
      const after = ((await (await f.app.request(`/api/v1/dataset/${datasetId}`)).json()) as Body).result;
      expect(after.columns.map((c: Body) => c.column_name).sort()).toEqual(['k', 'v', 'w']);
      const list = await f.app.request(
        `/api/v1/dataset/?q=${encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:'${table}')))`)}`,
      );
      const found = ((await list.json()) as Body).result.filter((d: Body) => d.database.id === f.ids.get(engine));
      expect(found.map((d: Body) => d.id)).toEqual([datasetId]);
    }, 60_000);
  });
});
