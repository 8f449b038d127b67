import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Headers are set in front of every surface, whatever the metadata store.
describe.each(METADATA_BACKENDS)('security: response headers (%s)', (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('sends CSP, framing, nosniff and referrer headers on pages, REST and GraphQL', async () => {
    for (const [path, init] of [
      ['/api/v1/me/', {}],
      ['/api/v1/chart/', {}],
      ['/graphql', { method: 'POST', json: { query: '{ __typename }' } }],
      ['/login/', { token: null }],
    ] as const) {
      const res = await app.request(path, init);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('adds HSTS behind TLS', async () => {
    const res = await app.request('/api/v1/me/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves a client whose pages run no inline script (the CSP forbids it)', () => {
    const dist = app.chartroom.config.clientDistDir;
    for (const page of ['index.html', 'graphiql.html']) {
      let html: string;
      try {
        html = readFileSync(join(dist, page), 'utf8');
      } catch {
        continue;
      }
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(/\bsrc=/.test(tag) || /type="application\/json"/.test(tag), `${page}: ${tag}`).toBe(true);
      }
    }
  });
});
