import { beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, installSecretKey } from '../../auth/index.ts';
import { connectionUri } from '../connection-uri.ts';
import {
  assertSupportedUri,
  backendOf,
  parametersOf,
  passwordOf,
  scrub,
  storedConnection,
  uriFromParameters,
} from './database-uri.ts';

describe('database URIs', () => {
  beforeAll(() => installSecretKey('unit-test-secret-material-0123456789'));

  it('knows the four engines by scheme, driver suffixes included', () => {
    expect(backendOf('postgresql+psycopg2://u@h/db')).toBe('postgresql');
    expect(backendOf('mariadb://u@h/db')).toBe('mysql');
    expect(backendOf('duckdb:////tmp/x.duckdb')).toBe('duckdb');
    expect(backendOf('oracle://u@h/db')).toBeNull();
    expect(() => assertSupportedUri('oracle://u@h/db')).toThrow(/Invalid connection string/);
    expect(() => assertSupportedUri('')).toThrow();
  });

  it('stores the password encrypted, the URI masked, and a masked URI keeps the stored password', () => {
    const first = storedConnection('postgresql://bob:p%40ss:w@db.example:5432/sales', null);
    expect(first.sqlalchemyUri).toBe('postgresql://bob:XXXXXXXXXX@db.example:5432/sales');
    expect(first.encryptedPassword).not.toContain('p@ss');
    expect(decryptSecret(first.encryptedPassword as string)).toBe('p@ss:w');
    const again = storedConnection(first.sqlalchemyUri, first.encryptedPassword);
    expect(again.encryptedPassword).toBe(first.encryptedPassword);
    const row = { id: 1, changedOn: new Date(), ...again };
    expect(connectionUri(row, decryptSecret)).toBe('postgresql://bob:p%40ss%3Aw@db.example:5432/sales');
    expect(storedConnection('postgresql://bob@db/sales', first.encryptedPassword).encryptedPassword).toBeNull();
  });

  it('reads and writes form parameters, never the password', () => {
    expect(passwordOf('mysql://root@127.0.0.1:3306/test')).toBeNull();
    expect(parametersOf('postgresql://bob:XXXXXXXXXX@db:6543/sales')).toEqual({
      host: 'db',
      port: 6543,
      database: 'sales',
      username: 'bob',
      query: {},
    });
    expect(parametersOf('sqlite:////data/x.db')).toEqual({ database: '/data/x.db' });
    expect(
      uriFromParameters('postgresql', { host: 'h', port: 5432, database: 'd', username: 'u', password: 'a b' }),
    ).toBe('postgresql://u:a%20b@h:5432/d');
    expect(uriFromParameters('duckdb', { database: '/tmp/f.duckdb' })).toBe('duckdb:///tmp/f.duckdb');
  });

  it('scrubs secrets out of driver messages', () => {
    expect(scrub('auth failed for secret123 at host', ['secret123'])).toBe('auth failed for XXXXXXXXXX at host');
  });
});
