import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore, q } from '../rest/fixtures.ts';
import { graphqlOutcome, type Outcome, restOutcome } from './access-outcome.ts';
import { GRAPHQL_RULES, REST_RULES } from './access-rules.ts';
import { ACTORS, type Actor, type Caller, createFixtureSet, signInActors } from './fixtures.ts';
import {
  firstSubscriptionEvent,
  operationFor,
  type RootField,
  rootFields,
  sendOperation,
} from './graphql-operations.ts';
import { concreteRequest } from './route-requests.ts';

/** Deletes run last, children before parents, so that each finds its object (and no cascade took it first). */
function deleteRank(name: string): number {
  const n = name.toLowerCase();
  // Taking a tag off an object (/tag/:objectType/:objectId/:tag) before the object goes.
  if (/filter_?state|filtersets?|annotations?\b|annotation\/|annotation$|favorites|form_?data|:objecttype/.test(n))
    return 0;
  if (/report|rowlevelsecurity/.test(n)) return 1;
  if (/chart|annotation_?layer/.test(n)) return 2;
  if (/dashboard/.test(n)) return 3;
  if (/dataset/.test(n)) return 4;
  return 5;
}
const isDelete = (method: string, name: string) => method === 'DELETE' || /^delete/.test(name);
const byPhase = <T>(items: T[], key: (item: T) => [string, string]) =>
  [...items].sort((a, b) => {
    const [ma, na] = key(a);
    const [mb, nb] = key(b);
    const da = isDelete(ma, na) ? 1 + deleteRank(na) : 0;
    const db = isDelete(mb, nb) ? 1 + deleteRank(nb) : 0;
    return da - db;
  });

const isLogout = (path: string) => path === '/logout';

/**
 * Every REST route (from the app's own route table) and every GraphQL root field (from the schema),
 * called by anonymous, Gamma, Alpha, Admin, the fixtures' owner and another Alpha, must answer as
 * the rule table in access-rules.ts says. A route or field without a rule fails the first test.
 */
describe('access matrix: every REST route and GraphQL root field, per caller', () => {
  let app: TestApp;
  let store: MetadataStore;
  let callers: Record<Actor, Caller>;
  const checked = { rest: 0, graphql: 0 };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    store = await openStore(app);
    callers = await signInActors(app, store);
  }, 120_000);
  afterAll(async () => {
    if (process.env.FUZZ_REPORT)
      process.stdout.write(`access matrix: ${checked.rest} REST + ${checked.graphql} GraphQL checks\n`);
    await store?.close();
    await app?.close();
  });

  const restKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  const fieldKey = (f: RootField) => `${f.kind} ${f.name}`;

  it('has a rule for every REST route and GraphQL root field', () => {
    const routes = app.chartroom.restRoutes;
    const missingRoutes = routes.map(restKey).filter((k) => !(k in REST_RULES));
    const missingFields = rootFields()
      .map(fieldKey)
      .filter((k) => !(k in GRAPHQL_RULES));
    const advice = 'Add a rule for it to tests/hardening/access-rules.ts (who may call it, per Superset).';
    expect(missingRoutes, `REST routes without an access rule. ${advice}`).toEqual([]);
    expect(missingFields, `GraphQL root fields without an access rule. ${advice}`).toEqual([]);
    // Rules for routes that are gone are stale: keep the table honest.
    const known = new Set(app.chartroom.restRoutes.map(restKey));
    expect(Object.keys(REST_RULES).filter((k) => !known.has(k))).toEqual([]);
    expect(Object.keys(GRAPHQL_RULES).filter((k) => !rootFields().some((f) => fieldKey(f) === k))).toEqual([]);
  });

  it('REST: each caller gets what the rules give', async () => {
    const routes = byPhase(
      app.chartroom.restRoutes.filter((r) => REST_RULES[restKey(r)] && !isLogout(r.path)),
      (r) => [r.method, r.path],
    );
    const wrong: string[] = [];
    const check = async (
      route: { method: string; path: string },
      actor: Actor,
      fx: Awaited<ReturnType<typeof createFixtureSet>>,
    ) => {
      const req = concreteRequest(route.method, route.path, fx);
      const res = await app.request(req.path, {
        method: req.method,
        token: callers[actor].token,
        ...(req.body !== undefined ? { json: req.body } : {}),
      });
      const text = await res.text();
      const got = restOutcome(res.status);
      const want = (REST_RULES[restKey(route)] as Record<Actor, Outcome>)[actor];
      checked.rest++;
      if (got !== want)
        wrong.push(`${restKey(route)} as ${actor}: expected ${want}, got ${res.status} ${text.slice(0, 160)}`);
    };
    for (const actor of ACTORS) {
      const fx = await createFixtureSet(app, store, callers.owner, app.token);
      for (const route of routes) await check(route, actor, fx);
    }
    // Signing out ends the caller's session: last, once per caller.
    const fx = await createFixtureSet(app, store, callers.owner, app.token);
    for (const route of app.chartroom.restRoutes.filter((r) => isLogout(r.path)))
      for (const actor of ACTORS) await check(route, actor, fx);
    expect(wrong).toEqual([]);
  }, 90_000);

  it('GraphQL: each caller gets what the rules give', async () => {
    // Signing out above ended the sessions: sign everyone in again.
    callers = await signInActors(app, store);
    const fields = byPhase(
      rootFields().filter((f) => GRAPHQL_RULES[fieldKey(f)]),
      (f) => [f.kind, f.name],
    );
    const wrong: string[] = [];
    for (const actor of ACTORS) {
      const fx = await createFixtureSet(app, store, callers.owner, app.token);
      for (const field of fields) {
        const op = operationFor(field, fx);
        const send = field.kind === 'subscription' ? firstSubscriptionEvent : sendOperation;
        const { status, text } = await send(app.chartroom.fetch, op, callers[actor].token);
        let body = {};
        try {
          body = JSON.parse(text);
        } catch {
          body = {};
        }
        const got = graphqlOutcome(status, body, field.name);
        const want = (GRAPHQL_RULES[fieldKey(field)] as Record<Actor, Outcome>)[actor];
        checked.graphql++;
        if (got !== want)
          wrong.push(`${fieldKey(field)} as ${actor}: expected ${want}, got ${status} ${text.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 90_000);

  it('filters lists: the owner’s unpublished dashboard and private report appear only to the owner and Admin', async () => {
    callers = await signInActors(app, store);
    const fx = await createFixtureSet(app, store, callers.owner, app.token);
    const board = await store.prisma.dashboard.findUniqueOrThrow({ where: { id: fx.dashboardId } });
    const sees: Record<Actor, boolean> = {
      anonymous: false,
      Gamma: false,
      Alpha: false,
      Admin: true,
      owner: true,
      nonOwner: false,
    };
    for (const actor of ACTORS.filter((a) => a !== 'anonymous')) {
      const token = callers[actor].token;
      const list = (await (
        await app.request(
          `/api/v1/dashboard/?${q({ page_size: 100, filters: [{ col: 'dashboard_title', opr: 'ct', value: board.dashboardTitle }] })}`,
          { token },
        )
      ).json()) as { ids: number[] };
      expect(list.ids.includes(fx.dashboardId), `dashboard list as ${actor}`).toBe(sees[actor]);
      const distinct = (await (
        await app.request(`/api/v1/dashboard/distinct/dashboard_title?${q({ filter: board.dashboardTitle })}`, {
          token,
        })
      ).json()) as { result: { text: string }[] };
      expect(
        distinct.result.some((d) => d.text === board.dashboardTitle),
        `dashboard titles as ${actor}`,
      ).toBe(sees[actor]);
      const reports = await app.request('/api/v1/report/?q=(page_size:100)', { token });
      if (actor === 'Gamma') expect(reports.status).toBe(403);
      else
        expect(((await reports.json()) as { ids: number[] }).ids.includes(fx.reportId), `report list as ${actor}`).toBe(
          sees[actor],
        );
      const gql = await sendOperation(
        app.chartroom.fetch,
        {
          query: 'query($s: String) { dashboards(search: $s) { totalCount } }',
          variables: { s: board.dashboardTitle },
          hasFile: false,
        },
        token,
      );
      expect(JSON.parse(gql.text).data.dashboards.totalCount, `GraphQL dashboards as ${actor}`).toBe(
        sees[actor] ? 1 : 0,
      );
    }
  });
});
