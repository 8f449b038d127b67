import { describe, expect, it } from 'vitest';
import { checkPostgresqlSchemaCurrent, renderPostgresqlSchema } from './schema-files.ts';

describe('schema.postgresql.prisma', () => {
  it('is what schema.prisma renders to (run `npm run generate -w gateway` when this fails)', async () => {
    const report = await checkPostgresqlSchemaCurrent();
    expect(report.actual).not.toBeNull();
    expect(report.actual).toBe(report.expected);
    expect(report.current).toBe(true);
  });

  it('swaps only the provider and the client output', () => {
    const sqlite =
      'generator client {\n  provider = "prisma-client"\n  output = "../src/metadata/generated/sqlite"\n}\n' +
      'datasource db {\n  provider = "sqlite"\n}\nmodel A {\n  id Int @id\n}\n';
    const pg = renderPostgresqlSchema(sqlite);
    expect(pg).toContain('provider = "postgresql"');
    expect(pg).toContain('output = "../src/metadata/generated/postgresql"');
    expect(pg).not.toContain('"sqlite"');
    expect(pg).toContain('model A {\n  id Int @id\n}');
  });

  it('refuses a schema whose datasource it cannot find', () => {
    expect(() => renderPostgresqlSchema('model A {\n  id Int @id\n}\n')).toThrow(/provider = "sqlite"/);
  });
});
