import { builder } from '../builder.ts';
import { ChartroomError } from '../errors.ts';
import { DatabaseRef } from './database.ts';

/** A column of `GET /api/v1/database/{pk}/table/{table}/{schema}/`. */
interface RestTableColumn {
  name: string;
  type: string | null;
  nullable?: boolean;
}

const TableColumnRef = builder.objectRef<RestTableColumn>('DatabaseTableColumn').implement({
  description: 'A column of a table or view, as the database describes it (SQL Lab lists and completes them).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The column name.' }),
    type: t.string({
      nullable: true,
      description: "The database's type name, e.g. INTEGER or VARCHAR(20).",
      resolve: (c) => c.type ?? null,
    }),
    nullable: t.boolean({
      description: 'Whether it may hold NULL.',
      resolve: (c) => c.nullable ?? true,
    }),
  }),
});

builder.objectFields(DatabaseRef, (t) => ({
  tableColumns: t.field({
    type: [TableColumnRef],
    description:
      'The columns of one table or view (`GET /api/v1/database/{pk}/table/{table}/{schema}/`), in table order; empty when the table is not there.',
    args: {
      schema: t.arg.string({ description: 'Its schema (null: the default schema).' }),
      table: t.arg.string({ required: true, description: 'The table or view name.' }),
    },
    resolve: async (d, args, ctx) => {
      const schema = args.schema ? encodeURIComponent(args.schema) : 'null';
      try {
        const answer = await ctx.rest.get<{ columns: RestTableColumn[] }>(
          `/api/v1/database/${d.id}/table/${encodeURIComponent(args.table)}/${schema}/`,
        );
        return answer.columns;
      } catch (error) {
        if (error instanceof ChartroomError && error.code === 'NOT_FOUND') return [];
        throw error;
      }
    },
  }),
}));
