import { describe, expect, it } from 'vitest';
import { changedSecrets, diffSnapshots, REDACTED, toSnapshot } from './audit-diff.ts';

describe('audit diffs', () => {
  it('keeps only the fields that changed, dates as ISO text, without changedOn', () => {
    const before = toSnapshot({ id: 1, sliceName: 'Old', owners: [1], changedOn: new Date(0) });
    const after = toSnapshot({ id: 1, sliceName: 'New', owners: [1, 2], changedOn: new Date(1000) });
    expect(diffSnapshots(before, after)).toEqual({ slice_name: ['Old', 'New'], owners: [[1], [1, 2]] });
    expect(diffSnapshots(null, toSnapshot({ id: 2, createdOn: new Date(0) }))).toEqual({
      id: [null, 2],
      created_on: [null, '1970-01-01T00:00:00.000Z'],
    });
  });

  it('redacts secrets, also nested ones, and still says that a secret changed', () => {
    const raw1 = { id: 1, passwordHash: 'h1', encryptedExtra: null, extra: { api_token: 'x', ok: 1 } };
    const raw2 = { id: 1, passwordHash: 'h2', encryptedExtra: null, extra: { api_token: 'y', ok: 1 } };
    expect(toSnapshot(raw1)).toEqual({
      id: 1,
      password_hash: REDACTED,
      encrypted_extra: null,
      extra: { api_token: REDACTED, ok: 1 },
    });
    const diff = diffSnapshots(toSnapshot(raw1), toSnapshot(raw2), changedSecrets(raw1, raw2));
    expect(diff).toEqual({ password_hash: [REDACTED, REDACTED] });
    expect(JSON.stringify(diff)).not.toMatch(/h1|h2/);
    expect(changedSecrets(raw1, raw1)).toEqual([]);
  });
});
