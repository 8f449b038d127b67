import { describe, expect, it } from 'vitest';
import { connectionUri } from './connection-uri.ts';

const reverse = (cipher: string) => [...cipher].reverse().join('');

describe('connectionUri', () => {
  const base = { id: 1, changedOn: new Date(0) };
  it('puts the decrypted password back in place of the mask', () => {
    expect(
      connectionUri(
        { ...base, sqlalchemyUri: 'postgresql://scott:XXXXXXXXXX@db:5432/x', encryptedPassword: 'regit' },
        reverse,
      ),
    ).toBe('postgresql://scott:tiger@db:5432/x');
  });
  it('adds the password when the URI names only the user, and encodes it', () => {
    expect(
      connectionUri({ ...base, sqlalchemyUri: 'mysql://root@127.0.0.1/test', encryptedPassword: '@:/p' }, reverse),
    ).toBe('mysql://root:p%2F%3A%40@127.0.0.1/test');
  });
  it('leaves URIs without credentials alone', () => {
    expect(connectionUri({ ...base, sqlalchemyUri: 'duckdb:///data/x.duckdb', encryptedPassword: null }, reverse)).toBe(
      'duckdb:///data/x.duckdb',
    );
  });
});
