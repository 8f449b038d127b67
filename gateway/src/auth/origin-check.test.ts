import { describe, expect, it } from 'vitest';
import { originAllowed, parseAllowedOrigins } from './origin-check.ts';

describe('originAllowed', () => {
  const hosts = ['bi.example.com:8088', null];
  it('accepts no Origin (non-browser clients) and the own host on either scheme', () => {
    expect(originAllowed(undefined, hosts, [])).toBe(true);
    expect(originAllowed('http://bi.example.com:8088', hosts, [])).toBe(true);
    expect(originAllowed('https://BI.example.com:8088', hosts, [])).toBe(true);
  });
  it('refuses other hosts, look-alikes, null and non-web schemes', () => {
    for (const origin of [
      'https://evil.example',
      'http://bi.example.com',
      'http://bi.example.com:8088.evil.io',
      'null',
      'file://',
      'chrome-extension://abc',
    ]) {
      expect(originAllowed(origin, hosts, []), origin).toBe(false);
    }
  });
  it('accepts the allow-list exactly (scheme, host and port)', () => {
    const list = parseAllowedOrigins('https://portal.example.com, http://localhost:3000/');
    expect(list).toEqual(['https://portal.example.com', 'http://localhost:3000']);
    expect(originAllowed('https://portal.example.com', hosts, list)).toBe(true);
    expect(originAllowed('http://portal.example.com', hosts, list)).toBe(false);
    expect(originAllowed('http://localhost:3000', hosts, list)).toBe(true);
    expect(originAllowed('http://localhost:3001', hosts, list)).toBe(false);
  });
  it('behind a proxy, X-Forwarded-Host counts as the own host', () => {
    expect(originAllowed('https://bi.example.com', ['10.0.0.5:8088', 'bi.example.com'], [])).toBe(true);
  });
  it('refuses settings that are not origins', () => {
    expect(() => parseAllowedOrigins('portal.example.com')).toThrow(/not an origin/);
    expect(() => parseAllowedOrigins('https://portal.example.com/app')).toThrow(/not an origin/);
  });
});
