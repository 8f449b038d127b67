import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadPersistedOperations,
  PERSISTED_OPERATIONS_FILE,
} from '../../gateway/src/graphql/plugins/persisted-operations.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses are read dynamically
type Data = Record<string, any>;

/** The answer without what moves between two calls (humanized times, the activity the first call logged). */
const stable = (body: Data): unknown =>
  JSON.parse(JSON.stringify(body), (key, value) =>
    /Humanized$/.test(key) || key === 'recentActivity' ? undefined : value,
  );

const ROOT = new URL('../../', import.meta.url).pathname;

async function artifacts(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : artifacts(path);
      return path.includes('/__generated__/') && entry.name.endsWith('.graphql.ts') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** `params` of a Relay request artifact: its persisted id and its text. */
function requestParams(source: string): { id: string; text: string } | null {
  const id = /"id": "([0-9a-f]{64})"/.exec(source)?.[1];
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source)?.[1];
  return id && text ? { id, text: JSON.parse(text) as string } : null;
}

describe('persisted operations (Relay compiler ids)', () => {
  let app: TestApp;
  let gammaToken: string;
  const operations = loadPersistedOperations();
  const homeId = [...operations].find(([, text]) => text.startsWith('query HomePageQuery'))?.[0] ?? '';

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('keeps every id the SHA-256 of its text, and every client operation in the file', async () => {
    expect(PERSISTED_OPERATIONS_FILE).toBe(join(ROOT, 'persisted-operations.json'));
    expect(operations.size).toBeGreaterThan(10);
    for (const [id, text] of operations) expect(createHash('sha256').update(text).digest('hex')).toBe(id);
    let requests = 0;
    for (const file of await artifacts(join(ROOT, 'client/src'))) {
      const params = requestParams(await readFile(file, 'utf8'));
      if (!params) continue;
      requests++;
      expect(operations.get(params.id), file).toBe(params.text);
    }
    expect(requests).toBeGreaterThan(10);
  });

  it('has the committed Relay artifacts current (relay-compiler --validate)', async () => {
    const run = promisify(execFile);
    await expect(
      run(join(ROOT, 'node_modules/.bin/relay-compiler'), ['--validate'], { cwd: ROOT }),
    ).resolves.toBeDefined();
  }, 60_000);

  const post = async (body: Data, headers: Record<string, string>) => {
    const response = await app.chartroom.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Data };
  };

  it('answers a persisted id exactly as the same text, for Admin and Gamma, in each id spelling', async () => {
    expect(homeId).toMatch(/^[0-9a-f]{64}$/);
    for (const token of [app.token, gammaToken]) {
      const auth = { authorization: `Bearer ${token}` };
      const byText = await post({ query: operations.get(homeId), operationName: 'HomePageQuery' }, auth);
      expect(byText.status).toBe(200);
      expect(byText.body.errors).toBeUndefined();
      for (const body of [
        { doc_id: homeId },
        { documentId: homeId },
        { id: homeId },
        { extensions: { persistedQuery: { version: 1, sha256Hash: homeId } } },
      ]) {
        const byId = await post({ ...body, operationName: 'HomePageQuery', variables: {} }, auth);
        expect(byId.status).toBe(200);
        expect(stable(byId.body)).toEqual(stable(byText.body));
      }
    }
  });

  it('serves the browser: session cookie, X-Requested-With and a doc_id', async () => {
    const user = await addUser(app, 'Alpha');
    // The pre-login CSRF seed cookie and its token, as the browser's login page fetches them.
    const csrf = await app.request('/api/v1/security/csrf_token/', { token: null });
    const seed = csrf.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { result: csrfToken } = (await csrf.json()) as { result: string };
    const login = await app.request('/login', {
      method: 'POST',
      token: null,
      json: { username: user.username, password: user.password },
      headers: { cookie: seed, 'x-csrftoken': csrfToken },
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const result = await post({ doc_id: homeId }, { cookie, 'x-requested-with': 'XMLHttpRequest' });
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect(Array.isArray(result.body.data.recentActivity)).toBe(true);
  });

  it('refuses an unknown id with a code the client falls back on, and still runs arbitrary texts', async () => {
    const auth = { authorization: `Bearer ${app.token}` };
    const unknown = await post({ doc_id: 'f'.repeat(64) }, auth);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const neither = await post({ variables: {} }, auth);
    expect(neither.status).toBe(400);
    expect(neither.body.errors[0].message).toContain('doc_id');
    const arbitrary = await post({ query: '{ viewer { username } }' }, auth);
    expect(arbitrary.body).toEqual({ data: { viewer: { username: 'admin' } } });
  });
});
