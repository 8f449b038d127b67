import { builder } from '../builder.ts';
import { encodeRisonUri } from '../rison.ts';
import { DatabaseRef } from './database.ts';

/** A row of `GET /api/v1/database/{pk}/tables/`. */
export interface RestTableRow {
  value: string;
  type: string;
}

const TableKind = builder.enumType('DatabaseTableKind', {
  description: 'Whether a relation of the database is a base table or a view.',
  values: {
    TABLE: { value: 'table', description: 'A base table.' },
    VIEW: { value: 'view', description: 'A view.' },
  } as const,
});

const DatabaseTableRef = builder.objectRef<RestTableRow>('DatabaseTable');
DatabaseTableRef.implement({
  description: 'A table or view of a database schema, as the dataset picker lists it.',
  fields: (t) => ({
    name: t.exposeString('value', { description: 'The table or view name.' }),
    kind: t.field({
      type: TableKind,
      description: 'TABLE or VIEW.',
      resolve: (row) => (row.type === 'view' ? 'view' : 'table'),
    }),
  }),
});

/** Case-insensitive substring match on the name; REST lists a schema whole, the narrowing is ours. */
export function matchTables(rows: readonly RestTableRow[], search: string | null | undefined): RestTableRow[] {
  const needle = search?.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => row.value.toLowerCase().includes(needle));
}

builder.objectFields(DatabaseRef, (t) => ({
  schemas: t.stringList({
    description: 'The schemas of the database (`GET /api/v1/database/{pk}/schemas/`).',
    resolve: async (d, _args, ctx) =>
      (await ctx.rest.get<{ result: string[] }>(`/api/v1/database/${d.id}/schemas/`)).result,
  }),
  tables: t.field({
    type: [DatabaseTableRef],
    description: 'The tables and views of one schema (`GET /api/v1/database/{pk}/tables/`), by name.',
    args: {
      schema: t.arg.string({ required: true, description: 'The schema whose tables to list.' }),
      search: t.arg.string({ description: 'Only tables whose name contains this text (any case).' }),
    },
    resolve: async (d, args, ctx) => {
      const q = encodeRisonUri({ schema_name: args.schema });
      const response = await ctx.rest.get<{ result: RestTableRow[] }>(`/api/v1/database/${d.id}/tables/?q=${q}`);
      return matchTables(response.result, args.search);
    },
  }),
}));
