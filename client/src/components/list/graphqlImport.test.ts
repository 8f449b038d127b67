import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlImport, importOutcomeOf, readGraphQLImportAnswer } from './graphqlImport.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('graphqlImport', () => {
  it('reads each typed answer of importBundle as an import step (spec 002 §8)', () => {
    expect(importOutcomeOf({ __typename: 'ImportBundlePayload' } as never)).toEqual({ kind: 'done' });
    expect(
      importOutcomeOf({
        __typename: 'ImportPasswordsNeededError',
        files: ['databases/pg.yaml'],
        message: 'Must provide a password for the database',
      } as never),
    ).toEqual({ kind: 'needsPasswords', databases: ['databases/pg.yaml'] });
    expect(
      importOutcomeOf({ __typename: 'ImportOverwriteNeededError', files: [], message: 'already exists' } as never),
    ).toEqual({ kind: 'needsOverwrite', message: 'already exists' });
    expect(importOutcomeOf({ __typename: 'ImportValidationError', message: 'Not a ZIP file' } as never)).toEqual({
      kind: 'failed',
      message: 'Not a ZIP file',
    });
  });

  it('turns a refused request (no data) into a failure with the server message', () => {
    expect(readGraphQLImportAnswer(403, { errors: [{ message: 'CSRF' }] })).toEqual({
      kind: 'failed',
      message: 'CSRF',
    });
    expect(readGraphQLImportAnswer(502, undefined)).toEqual({ kind: 'failed', message: 'The server answered 502' });
  });

  it('sends a GraphQL multipart request: operations, map, the file, and a header no form can send', async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
      url === '/api/v1/security/csrf_token/'
        ? Response.json({ result: 'csrf-token-1' })
        : Response.json({ data: { importBundle: { __typename: 'ImportBundlePayload' } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new File([new Uint8Array([80, 75, 3, 4])], 'bundle.zip', { type: 'application/zip' });
    const outcome = await graphqlImport('DASHBOARD')({
      file,
      passwords: { 'databases/pg.yaml': 'secret' },
      overwrite: true,
    });
    expect(outcome).toEqual({ kind: 'done' });
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/graphql');
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    // The session's CSRF token, fetched first.
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/security/csrf_token/');
    expect(new Headers(init?.headers).get('X-CSRFToken')).toBe('csrf-token-1');
    const form = init?.body as FormData;
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.query).toContain('importBundle(file: $file');
    expect(operations.variables).toEqual({
      file: null,
      resource: 'DASHBOARD',
      passwords: { 'databases/pg.yaml': 'secret' },
      overwrite: true,
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('bundle.zip');
  });
});
