import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, installSecretKey, maskUri } from './secrets.ts';

describe('encryptSecret / decryptSecret', () => {
  it('round-trips, with a fresh IV every time', () => {
    installSecretKey('material-a');
    const a = encryptSecret('s3cr3t pässword');
    const b = encryptSecret('s3cr3t pässword');
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cr3t');
    expect(decryptSecret(a)).toBe('s3cr3t pässword');
    expect(decryptSecret(encryptSecret(''))).toBe('');
  });

  it('rejects altered ciphertext and another key, without echoing the input', () => {
    installSecretKey('material-a');
    const cipher = encryptSecret('hunter2');
    const payload = Buffer.from(cipher.slice(3), 'base64url');
    payload[payload.length - 1] = (payload[payload.length - 1] ?? 0) ^ 1;
    expect(() => decryptSecret(`v1:${payload.toString('base64url')}`)).toThrow(/altered or the secret key changed/);
    expect(() => decryptSecret('plain text')).toThrow(/unknown format/);
    installSecretKey('material-b');
    expect(() => decryptSecret(cipher)).toThrow(/altered or the secret key changed/);
  });
});

describe('maskUri', () => {
  it.each([
    ['postgresql://user:pw@host:5432/db', 'postgresql://user:XXXXXXXXXX@host:5432/db'],
    ['postgresql+psycopg2://u:p%40ss@h/db?sslmode=require', 'postgresql+psycopg2://u:XXXXXXXXXX@h/db?sslmode=require'],
    ['mysql://root:pa/ss?x@127.0.0.1:3306/test', 'mysql://root:XXXXXXXXXX@127.0.0.1:3306/test'],
    ['mysql://root@127.0.0.1:3306/test', 'mysql://root@127.0.0.1:3306/test'],
    ['mysql://root:@127.0.0.1/test', 'mysql://root:@127.0.0.1/test'],
    ['postgresql://host:5432/db', 'postgresql://host:5432/db'],
    ['sqlite:////tmp/x.db', 'sqlite:////tmp/x.db'],
    ['duckdb:///:memory:', 'duckdb:///:memory:'],
    ['not a uri', 'not a uri'],
  ])('%s', (uri, masked) => {
    expect(maskUri(uri)).toBe(masked);
  });
});
