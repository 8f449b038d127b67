import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore } from './fixtures.ts';

/** Inputs per write route in `npm test` (bounded time); `npm run fuzz:rest` runs 1,000 per route, FUZZ_SEED picks others. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** Keys the write routes read, so that generated bodies reach past "unknown field" checks. */
const KEYS = [
  'slice_name',
  'viz_type',
  'params',
  'query_context',
  'datasource_id',
  'datasource_type',
  'dashboards',
  'owners',
  'dashboard_title',
  'slug',
  'position_json',
  'json_metadata',
  'css',
  'published',
  'certified_by',
  'database_name',
  'sqlalchemy_uri',
  'extra',
  'database',
  'schema',
  'table_name',
  'sql',
  'columns',
  'metrics',
  'queries',
  'datasource',
  'form_data',
  'name',
  'description',
  'crontab',
  'type',
  'recipients',
  'state',
  'filters',
  'value',
  'short_descr',
  'start_dttm',
  'end_dttm',
  'username',
  'password',
  'provider',
  'expression',
  'native_filter_configuration',
];

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.json({ maxDepth: 2 }),
  fc.constantFrom('', ' ', '0', '-1', 'null', '[]', '{}', "'; DROP TABLE slices; --", '../../etc/passwd', '\u0000'),
  fc.integer(),
);
const body = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);
const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3') },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 1_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
);
const query = fc.option(fc.constantFrom('q=!(1,2)', 'q=(', 'q=!()', 'q=(x:!n)', 'pk=1', 'q=%FF'), { nil: undefined });

interface Sent {
  route: string;
  input: unknown;
  status: number;
  text: string;
}

/**
 * Every write route of the REST surface (generated from its route table, so a new route is covered
 * the day it is added) gets generated bodies, path parameters and query strings. Whatever it is
 * sent: never a 5xx, a refusal says what is wrong in a JSON message, and a refused request leaves
 * the metadata store exactly as it was (SQLite's data_version tells whether anything committed).
 */
describe('generated input on every write route', () => {
  let app: TestApp;
  let store: MetadataStore;
  let watcher: Database.Database;
  const tokens: Record<'Admin' | 'Gamma', string> = { Admin: '', Gamma: '' };
  const counts = new Map<string, { tried: number; refused: number; accepted: number }>();

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
    store = await openStore(app);
    for (const role of ['Admin', 'Gamma'] as const) {
      const user = await createUser(store, { role, password: `${role}-fuzz` });
      tokens[role] = await app.login(user.username, `${role}-fuzz`);
    }
    watcher = new Database(join(app.dataDir, 'chartroom.db'), { readonly: true });
  }, 120_000);

  afterAll(async () => {
    if (process.env.FUZZ_REPORT) {
      const total = [...counts.values()].reduce((a, c) => a + c.tried, 0);
      process.stdout.write(`fuzz: ${counts.size} write routes, ${total} inputs as Admin\n`);
      for (const [route, c] of counts) process.stdout.write(`  ${route}: ${c.tried} tried, ${c.refused} refused\n`);
    }
    watcher?.close();
    await store?.close();
    await app?.close();
  });

  const dataVersion = () => (watcher.pragma('data_version', { simple: true }) as number) ?? 0;

  // Routes that end the caller's own session or change who the caller is would stop the run
  // from testing anything else; they have their own tests.
  const skipped = (path: string) => /logout|\/security\/(users|roles)/.test(path);

  const writeRoutes = () =>
    app.chartroom.restRoutes.filter((r) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method) && !skipped(r.path));

  async function send(
    method: string,
    pattern: string,
    input: { body: unknown; params: string[]; query: string | undefined; asText: boolean },
    token: string,
  ): Promise<Sent> {
    let i = 0;
    const path = pattern
      .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => encodeURIComponent(input.params[i++] ?? '1'))
      .replace(/\*$/, '');
    const url = input.query ? `${path}?${input.query}` : path;
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
    if (method !== 'DELETE') {
      init.body = typeof input.body === 'string' && input.asText ? input.body : JSON.stringify(input.body);
      (init.headers as Record<string, string>)['content-type'] = input.asText ? 'text/plain' : 'application/json';
    }
    const res = await app.chartroom.fetch(new Request(`http://localhost${url}`, init));
    return { route: `${method} ${pattern}`, input, status: res.status, text: await res.text() };
  }

  function check(sent: Sent, before: number, allowsRefusedWrites: boolean): void {
    const where = `${sent.route} ${JSON.stringify(sent.input).slice(0, 300)} -> ${sent.status} ${sent.text.slice(0, 300)}`;
    expect(sent.status, where).toBeLessThan(500);
    if (sent.status < 400) return;
    let message: unknown;
    try {
      const parsed = JSON.parse(sent.text) as { message?: unknown; errors?: unknown };
      message = parsed.message ?? parsed.errors;
    } catch {
      message = undefined;
    }
    expect(message, `no JSON message: ${where}`).toBeTruthy();
    if (!allowsRefusedWrites) expect(dataVersion(), `a refused request changed metadata: ${where}`).toBe(before);
  }

  const input = fc.record({
    body,
    params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
    query,
    asText: fc.boolean(),
  });

  it('as Admin: no 5xx, a message with every refusal, nothing written by a refusal', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      // A failed sign-in is recorded (attempt counters), as Superset does.
      const allowsRefusedWrites = route.path.includes('/login');
      let tried = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(input, async (generated) => {
          const before = dataVersion();
          const sent = await send(route.method, route.path, generated, tokens.Admin);
          tried++;
          if (sent.status >= 400) refused++;
          check(sent, before, allowsRefusedWrites);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      counts.set(`${route.method} ${route.path}`, { tried, refused, accepted: tried - refused });
    }
  }, 1_200_000);

  it('as Gamma: no 5xx, a message with every refusal, nothing written by a refusal', async () => {
    for (const route of writeRoutes()) {
      await fc.assert(
        fc.asyncProperty(input, async (generated) => {
          const before = dataVersion();
          const sent = await send(route.method, route.path, generated, tokens.Gamma);
          check(sent, before, route.path.includes('/login'));
        }),
        { numRuns: Math.max(20, Math.floor(RUNS / 10)), seed: SEED + 1, endOnFailure: true },
      );
    }
  }, 1_200_000);
});
