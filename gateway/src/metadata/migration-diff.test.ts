import { describe, expect, it } from 'vitest';
import { diffMigrationsAgainstSchema, isEmptyScript } from './migration-diff.ts';

describe('committed migrations', () => {
  it('build exactly the schema in schema.prisma (run `npm run migration:new -w gateway -- <name>` when this fails)', async () => {
    const scripts = await diffMigrationsAgainstSchema();
    expect(scripts.sqlite.trim()).toSatisfy(isEmptyScript);
    expect(scripts.postgresql.trim()).toSatisfy(isEmptyScript);
  });

  it('isEmptyScript sees through comments only', () => {
    expect(isEmptyScript('-- nothing\n\n')).toBe(true);
    expect(isEmptyScript('-- AlterTable\nALTER TABLE "x" ADD COLUMN "y" TEXT;')).toBe(false);
  });
});
