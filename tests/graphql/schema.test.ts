import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import { buildSchema, findBreakingChanges, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import codegenConfig from '../../codegen.ts';
import { checkSchemaFile } from '../../gateway/scripts/print-schema.ts';
import { getSchema } from '../../gateway/src/graphql/schema.ts';

describe('schema.graphql', () => {
  it('is what the Pothos schema prints (run `npm run schema:print` and commit it when this fails)', async () => {
    const drift = await checkSchemaFile();
    expect(drift.actual).not.toBeNull();
    expect(drift.actual).toBe(drift.expected);
    expect(drift.current).toBe(true);
  });

  it('keeps every type, field, argument and enum value of the provisional SDL the client compiled against', async () => {
    const provisional = buildSchema(
      await readFile(new URL('./fixtures/provisional-schema.graphql', import.meta.url), 'utf8'),
    );
    expect(findBreakingChanges(provisional, getSchema())).toEqual([]);
  });

  it('describes every type, field, argument, input field and enum value', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(getSchema().getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) undocumented.push(type.name);
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) undocumented.push(`${type.name}.${value.name}`);
      }
      if ('getFields' in type) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) undocumented.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe('tests/graphql/__generated__', () => {
  it('is what `npm run codegen` writes from schema.graphql and the test documents (run it and commit when this fails)', async () => {
    const outputs = (await generate({ ...codegenConfig, cwd: process.cwd(), silent: true }, false)) as {
      filename: string;
      content: string;
    }[];
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      expect(await readFile(output.filename, 'utf8').catch(() => null), output.filename).toBe(output.content);
    }
  });
});
