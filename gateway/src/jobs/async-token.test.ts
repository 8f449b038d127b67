import { describe, expect, it } from 'vitest';
import { createAsyncTokenService } from './async-token.ts';

describe('async token service', () => {
  it('verifies its own tokens, refuses altered or foreign ones, and reads a remembered token alike', async () => {
    const service = createAsyncTokenService(async () => 'shared secret of every node');
    const { token, claims } = await service.issue(7);
    expect(await service.verify(token)).toEqual(claims);
    // Second time from the remembered verification: same claims.
    expect(await service.verify(token)).toEqual(claims);

    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature?.slice(0, -2)}${signature?.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await service.verify(altered)).toBeNull();

    const other = createAsyncTokenService(async () => 'another secret');
    expect(await other.verify(token)).toBeNull();
    expect(await service.verify('not a token')).toBeNull();
  });

  it('keeps an anonymous channel anonymous', async () => {
    const service = createAsyncTokenService(async () => 'secret');
    const { token } = await service.issue(null);
    expect(await service.verify(token)).toEqual({ channelId: expect.any(String), userId: null });
    expect(await service.verify(token)).toEqual({ channelId: expect.any(String), userId: null });
  });
});
