import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { isNonNullType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../gateway/src/graphql/schema.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore } from '../rest/fixtures.ts';
import { type Caller, createFixtureSet, type FixtureSet, signInActors } from './fixtures.ts';
import { hostileString, inputArbitrary, resultSelection } from './graphql-arbitraries.ts';

/** Inputs per mutation in `npm test` (fixed seed, bounded time); `npm run fuzz:graphql` sends 1,000 each. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

/** A wrong current password counts as a failed sign-in (the login throttle stores it), as a failed login does. */
const RECORDS_REFUSALS = new Set(['changeMyPassword']);

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message?: string; extensions?: { code?: string } }[] };
  text: string;
}

function validIds(fx: FixtureSet): string[] {
  return [
    encodeGlobalID('Chart', String(fx.chartId)),
    encodeGlobalID('Dashboard', String(fx.dashboardId)),
    encodeGlobalID('Dataset', String(fx.datasetId)),
    encodeGlobalID('Database', String(fx.databaseId)),
    encodeGlobalID('Report', String(fx.reportId)),
    encodeGlobalID('AnnotationLayer', String(fx.layerId)),
    encodeGlobalID('Annotation', `${fx.layerId}.${fx.annotationId}`),
    encodeGlobalID('SecurityRole', String(fx.roleId)),
    encodeGlobalID('User', String(fx.userId)),
    encodeGlobalID('SavedQuery', String(fx.savedQueryId)),
  ];
}

/**
 * Every mutation of the schema gets inputs generated from its argument types: the right shapes with
 * hostile values (SQL, paths, templates, control characters, huge and negative numbers, IDs of other
 * types) and now and then the wrong shape. Whatever it is sent: no 5xx, no masked crash, every error
 * carries a message, and a refused mutation leaves the metadata store exactly as it was.
 */
describe('generated input on every GraphQL mutation', () => {
  let app: TestApp;
  let store: MetadataStore;
  let watcher: Database.Database;
  let admin: Caller;
  let gamma: Caller;
  let fx: FixtureSet;
  let ids: string[];
  const counts = new Map<string, { tried: number; refused: number }>();
  const schema = getSchema();
  // FUZZ_MUTATIONS (a regular expression) narrows a long run to some mutations, e.g. `SqlLab|SavedQuery`.
  const only = new RegExp(process.env.FUZZ_MUTATIONS ?? '');
  // Deletes last, so that the updates before them still find the fixtures.
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {})
    .filter((f) => only.test(f.name))
    .sort((a, b) => Number(a.name.startsWith('delete')) - Number(b.name.startsWith('delete')));

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    store = await openStore(app);
    const callers = await signInActors(app, store);
    admin = callers.Admin;
    gamma = callers.Gamma;
    // Admin owns the fixtures, so that owner-only writes (saved queries, form data keys) reach their success paths.
    fx = await createFixtureSet(app, store, admin, app.token);
    ids = validIds(fx);
    watcher = new Database(join(app.dataDir, 'chartroom.db'), { readonly: true });
  }, 120_000);

  afterAll(async () => {
    if (process.env.FUZZ_REPORT) {
      const total = [...counts.values()].reduce((a, c) => a + c.tried, 0);
      process.stdout.write(`graphql fuzz: ${counts.size} mutations, ${total} inputs as Admin\n`);
      for (const [name, c] of counts) process.stdout.write(`  ${name}: ${c.tried} tried, ${c.refused} refused\n`);
    }
    watcher?.close();
    await store?.close();
    await app?.close();
  });

  const dataVersion = () => watcher.pragma('data_version', { simple: true }) as number;

  /** SQL Lab runs started with runAsync end in the background: wait for them before a snapshot. */
  async function settled(): Promise<void> {
    const busy = () =>
      watcher.prepare("SELECT COUNT(*) AS n FROM query WHERE status IN ('pending', 'running')").get() as { n: number };
    for (let i = 0; i < 100 && busy().n > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    // The run's last write (results, end time) can follow its status by a moment.
    await new Promise((resolve) => setImmediate(resolve));
  }

  async function send(
    name: string,
    variables: Record<string, unknown>,
    file: Uint8Array | null,
    token: string,
  ): Promise<Answer> {
    const field = schema.getMutationType()?.getFields()[name];
    if (!field) throw new Error(name);
    const args = field.args.filter((a) => a.name in variables || (file && a.type.toString().startsWith('File')));
    const decl = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `mutation${decl ? `(${decl})` : ''} { ${name}${call ? `(${call})` : ''}${resultSelection(schema, field)} }`;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let body: BodyInit;
    if (file) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      form.append('0', new Blob([file as Uint8Array<ArrayBuffer>]), 'fuzz.csv');
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ query, variables });
    }
    const res = await app.chartroom.fetch(new Request('http://localhost/graphql', { method: 'POST', headers, body }));
    const text = await res.text();
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = {};
    }
    return { status: res.status, body: parsed, text };
  }

  const refusedBy = (answer: Answer, name: string): boolean => {
    if (answer.body.errors?.length) return true;
    const value = answer.body.data?.[name] as { __typename?: string } | null | undefined;
    return !value || (value.__typename?.endsWith('Error') ?? false);
  };

  function check(name: string, answer: Answer, before: number, input: unknown): boolean {
    const where = `${name} ${JSON.stringify(input).slice(0, 400)} -> ${answer.status} ${answer.text.slice(0, 400)}`;
    expect(answer.status, where).toBeLessThan(500);
    expect(answer.body.data !== undefined || answer.body.errors !== undefined, `not a GraphQL answer: ${where}`).toBe(
      true,
    );
    for (const error of answer.body.errors ?? []) {
      expect(error.message, `error without a message: ${where}`).toBeTruthy();
      expect(error.message, `a crash masked as an unexpected error: ${where}`).not.toBe('Unexpected error.');
    }
    const value = answer.body.data?.[name] as { __typename?: string; message?: string } | null | undefined;
    if (value?.__typename?.endsWith('Error'))
      expect(value.message, `typed error without a message: ${where}`).toBeTruthy();
    const refused = refusedBy(answer, name);
    if (refused && !RECORDS_REFUSALS.has(name))
      expect(dataVersion(), `a refused mutation changed metadata: ${where}`).toBe(before);
    return refused;
  }

  const fileArbitrary = fc.oneof(
    fc.uint8Array({ maxLength: 200 }),
    hostileString.map((s) => new TextEncoder().encode(`a,b\n${s},1\n`)),
    fc.constant(new TextEncoder().encode('PK\u0003\u0004garbage')),
  );

  function inputsOf(name: string) {
    const field = schema.getMutationType()?.getFields()[name];
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const arg of field?.args ?? []) {
      if (arg.type.toString().startsWith('File')) continue;
      model[arg.name] = inputArbitrary(arg.type, { field: name, fx, anyIds: ids }, arg.name);
      if (isNonNullType(arg.type)) required.push(arg.name);
    }
    const hasFile = (field?.args ?? []).some((a) => a.type.toString().startsWith('File'));
    return fc.record({
      variables: fc.record(model, { requiredKeys: required }),
      file: hasFile ? fileArbitrary : fc.constant(null),
    });
  }

  it('as Admin: no 5xx, no crash, a message with every error, nothing written by a refusal', async () => {
    if (!process.env.FUZZ_MUTATIONS) expect(mutations.length).toBeGreaterThan(50);
    for (const { name } of mutations) {
      let tried = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(inputsOf(name), async ({ variables, file }) => {
          await settled();
          const before = dataVersion();
          const answer = await send(name, variables as Record<string, unknown>, file, admin.token as string);
          tried++;
          if (check(name, answer, before, variables)) refused++;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      counts.set(name, { tried, refused });
    }
  }, 1_200_000);

  it('as Gamma: no 5xx, no crash, a message with every error, nothing written by a refusal', async () => {
    for (const { name } of mutations) {
      await fc.assert(
        fc.asyncProperty(inputsOf(name), async ({ variables, file }) => {
          await settled();
          const before = dataVersion();
          check(
            name,
            await send(name, variables as Record<string, unknown>, file, gamma.token as string),
            before,
            variables,
          );
        }),
        { numRuns: Math.max(10, Math.floor(RUNS / 3)), seed: SEED + 1, endOnFailure: true },
      );
    }
  }, 1_200_000);
});
