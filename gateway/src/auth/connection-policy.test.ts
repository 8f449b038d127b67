import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ConnectionPolicy, realPath, unsafeConnectionReason } from './connection-policy.ts';

const root = mkdtempSync(join(tmpdir(), 'chartroom-policy-'));
const dataDir = join(root, 'data');
const allowed = join(root, 'warehouses');
const elsewhere = join(root, 'elsewhere');
for (const dir of [dataDir, allowed, elsewhere]) mkdirSync(dir);
writeFileSync(join(dataDir, 'chartroom.db'), '');
writeFileSync(join(allowed, 'shop.duckdb'), '');
// A link inside the allowed directory that leads into the data dir.
symlinkSync(dataDir, join(allowed, 'sneaky'));
symlinkSync(join(dataDir, 'chartroom.db'), join(allowed, 'link.db'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

const policy = (overrides: Partial<ConnectionPolicy> = {}): ConnectionPolicy => ({
  preventUnsafe: true,
  allowedFileDirs: [realPath(allowed)],
  dataDir: realPath(dataDir),
  metadataUrl: null,
  ...overrides,
});

describe('unsafeConnectionReason', () => {
  it('accepts files under an allowed directory, and server engines', () => {
    expect(unsafeConnectionReason(`duckdb://${join(allowed, 'shop.duckdb')}`, policy())).toBeNull();
    expect(unsafeConnectionReason(`sqlite://${join(allowed, 'new.db')}`, policy())).toBeNull();
    expect(unsafeConnectionReason('duckdb:///:memory:', policy())).toBeNull();
    expect(unsafeConnectionReason('postgresql://u:p@db.example.com/shop', policy())).toBeNull();
    expect(unsafeConnectionReason('mysql://root@127.0.0.1:3306/test', policy())).toBeNull();
  });

  it('refuses files outside the allow-list, and SQLite in memory, while the protection is on', () => {
    expect(unsafeConnectionReason(`sqlite://${join(elsewhere, 'x.db')}`, policy())).toMatch(
      /^SQLite files cannot be used as a data source for security reasons/,
    );
    expect(unsafeConnectionReason(`duckdb://${join(elsewhere, 'x.duckdb')}`, policy())).toMatch(/^DuckDB files/);
    expect(unsafeConnectionReason('sqlite:///:memory:', policy())).toMatch(/SQLite cannot be used/);
    expect(unsafeConnectionReason(`sqlite://${join(elsewhere, 'x.db')}`, policy({ preventUnsafe: false }))).toBeNull();
  });

  it('never accepts the data dir, through `..`, symlinks or with the protection off', () => {
    for (const uri of [
      `sqlite://${join(dataDir, 'chartroom.db')}`,
      `sqlite://${allowed}/../data/chartroom.db`,
      `sqlite://${join(allowed, 'sneaky', 'chartroom.db')}`,
      `sqlite://${join(allowed, 'link.db')}`,
      `duckdb://${join(allowed, 'sneaky', 'examples.duckdb')}`,
      `sqlite://${encodeURIComponent(join(dataDir, 'chartroom.db')).replaceAll('%2F', '/')}`,
    ]) {
      for (const preventUnsafe of [true, false]) {
        expect(unsafeConnectionReason(uri, policy({ preventUnsafe })), uri).toMatch(/data directory/);
      }
    }
    // Even when an administrator lists the data dir itself as allowed.
    expect(
      unsafeConnectionReason(`sqlite://${join(dataDir, 'chartroom.db')}`, policy({ allowedFileDirs: [dataDir] })),
    ).toMatch(/data directory/);
  });

  it('refuses the PostgreSQL metadata database under any local host name', () => {
    const p = policy({ metadataUrl: 'postgresql://postgres@127.0.0.1:5432/chartroom' });
    expect(unsafeConnectionReason('postgresql://postgres@localhost/chartroom', p)).toMatch(/metadata database/);
    expect(unsafeConnectionReason('postgresql+psycopg2://x:y@127.0.0.1:5432/chartroom', p)).toMatch(/metadata/);
    expect(unsafeConnectionReason('postgresql://postgres@127.0.0.1:5432/warehouse', p)).toBeNull();
  });

  it('refuses relative file paths', () => {
    expect(unsafeConnectionReason('sqlite://relative.db', policy())).toMatch(/absolute path/);
  });
});
