import { builder } from '../builder.ts';
import { restIdOf } from './dashboard-mutations.ts';
import { DatabaseRef, databaseLoader } from './database.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

const UploadFormat = builder.enumType('UploadFormat', {
  description: 'The format of an uploaded file.',
  values: {
    CSV: { value: 'csv', description: 'Comma (or other delimiter) separated values, with a header row.' },
    COLUMNAR: { value: 'columnar', description: 'Apache Parquet.' },
  } as const,
});

const IfTableExists = builder.enumType('IfTableExists', {
  description: "What to do when the table already exists ('if table already exists').",
  values: {
    FAIL: { value: 'fail', description: 'Refuse the upload.' },
    REPLACE: { value: 'replace', description: 'Drop the table and create it from the file.' },
    APPEND: { value: 'append', description: 'Add the rows of the file to the table.' },
  } as const,
});

interface Uploaded {
  databaseId: number;
  tableName: string;
  schema: string | null;
  rows: number;
}

const UploadPayload = builder.objectRef<Uploaded>('UploadFilePayload').implement({
  description: 'The table a file was loaded into.',
  fields: (t) => ({
    database: t.field({
      type: DatabaseRef,
      nullable: true,
      description: 'The database it was loaded into.',
      resolve: (u, _args, ctx) => databaseLoader(ctx).load(u.databaseId),
    }),
    tableName: t.exposeString('tableName', { description: 'The table name.' }),
    schema: t.string({ nullable: true, description: 'The schema (null: the default one).', resolve: (u) => u.schema }),
    rows: t.exposeInt('rows', { description: 'How many rows were written.' }),
  }),
});

builder.mutationField('uploadFile', (t) =>
  t.field({
    type: mutationResult('UploadFile', UploadPayload, 'The new table, or why the upload was refused.'),
    description:
      'Loads a CSV or Parquet file into a table of a database that allows file uploads (`POST /api/v1/database/{pk}/upload/`, multipart).',
    args: {
      databaseId: t.arg.globalID({ required: true, description: 'The database.' }),
      file: t.arg({ type: 'File', required: true, description: 'The CSV or Parquet file.' }),
      tableName: t.arg.string({ required: true, description: 'The table to create or fill.' }),
      schema: t.arg.string({ description: 'The schema of the table (default: the database default).' }),
      format: t.arg({ type: UploadFormat, defaultValue: 'csv', description: 'The format of the file.' }),
      ifExists: t.arg({ type: IfTableExists, defaultValue: 'fail', description: 'What to do if the table exists.' }),
      delimiter: t.arg.string({ description: 'CSV delimiter (default: a comma).' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(args.databaseId, 'Database');
        const form = new FormData();
        // Yoga hands over its own File implementation: re-wrap the bytes for the REST transport.
        form.append('file', new Blob([await args.file.arrayBuffer()]), args.file.name || 'upload');
        form.append('table_name', args.tableName);
        form.append('type', args.format ?? 'csv');
        form.append('already_exists', args.ifExists ?? 'fail');
        if (args.schema) form.append('schema', args.schema);
        if (args.delimiter) form.append('delimiter', args.delimiter);
        const saved = await ctx.rest.postForm<{ result: { table_name: string; schema: string | null; rows: number } }>(
          `/api/v1/database/${pk}/upload/`,
          form,
        );
        return {
          databaseId: pk,
          tableName: saved.result.table_name,
          schema: saved.result.schema,
          rows: saved.result.rows,
        };
      }),
  }),
);
