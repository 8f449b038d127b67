import { builder } from '../builder.ts';
import { restIdOf } from './dashboard-mutations.ts';
import { DatabaseRef, databaseLoader } from './database.ts';
import { DatasetRef } from './dataset.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

const UploadFormat = builder.enumType('UploadFormat', {
  description: 'The format of an uploaded file.',
  values: {
    CSV: { value: 'csv', description: 'Comma (or other delimiter) separated values, with a header row.' },
    EXCEL: { value: 'excel', description: 'An Excel .xlsx workbook (one sheet).' },
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
  datasetId: number | null;
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
    dataset: t.field({
      type: DatasetRef,
      nullable: true,
      description: "The table's dataset (created by the upload when there was none).",
      resolve: (u, _args, ctx) => (u.datasetId === null ? null : ctx.loaders.dataset.load(u.datasetId)),
    }),
  }),
});

builder.mutationField('uploadFile', (t) =>
  t.field({
    type: mutationResult('UploadFile', UploadPayload, 'The new table, or why the upload was refused.'),
    description:
      'Loads a CSV, Excel or Parquet file into a table of a database that allows file uploads (`POST /api/v1/database/{pk}/upload/`, multipart).',
    args: {
      databaseId: t.arg.globalID({ required: true, description: 'The database.' }),
      file: t.arg({ type: 'File', required: true, description: 'The CSV, Excel or Parquet file.' }),
      tableName: t.arg.string({ required: true, description: 'The table to create or fill.' }),
      schema: t.arg.string({ description: 'The schema of the table (default: the database default).' }),
      format: t.arg({ type: UploadFormat, defaultValue: 'csv', description: 'The format of the file.' }),
      ifExists: t.arg({ type: IfTableExists, defaultValue: 'fail', description: 'What to do if the table exists.' }),
      delimiter: t.arg.string({ description: 'CSV delimiter (default: guessed).' }),
      encoding: t.arg.string({ description: 'CSV text encoding (default utf-8; e.g. latin1, cp1252).' }),
      skipRows: t.arg.int({ description: 'Lines skipped before the header.' }),
      headerRow: t.arg.int({ description: 'The header line after the skipped ones (0: the first).' }),
      rowsToRead: t.arg.int({ description: 'Data rows read, at most.' }),
      nullValues: t.arg.stringList({ description: 'Cells read as nulls.' }),
      columnsRead: t.arg.stringList({ description: 'The columns kept (default: all).' }),
      decimal: t.arg.string({ description: "The decimal mark of numbers (default '.')." }),
      thousands: t.arg.string({ description: 'The thousands separator of numbers.' }),
      columnDataTypes: t.arg.string({
        description: 'A JSON object of column name to pandas data type, e.g. {"zip": "str", "id": "int64"}.',
      }),
      columnDates: t.arg.stringList({ description: 'Columns parsed as dates.' }),
      dayFirst: t.arg.boolean({ description: 'Dates such as 01/02/2024 are day first (default: month first).' }),
      indexColumn: t.arg.string({ description: 'The index column: left out of the table unless dataframeIndex.' }),
      dataframeIndex: t.arg.boolean({ description: 'Write the index (or row numbers from 0) as a column.' }),
      indexLabel: t.arg.string({ description: "The written index column's name." }),
      sheetName: t.arg.string({ description: 'The Excel sheet read (default: the first).' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(args.databaseId, 'Database');
        const form = new FormData();
        // The file as it was received (on disk, see plugins/streamed-uploads.ts), streamed on to REST.
        form.append('file', args.file, args.file.name || 'upload');
        form.append('table_name', args.tableName);
        form.append('type', args.format ?? 'csv');
        form.append('already_exists', args.ifExists ?? 'fail');
        if (args.schema) form.append('schema', args.schema);
        const text: Record<string, string | null | undefined> = {
          delimiter: args.delimiter,
          encoding: args.encoding,
          decimal: args.decimal,
          thousands: args.thousands,
          column_data_types: args.columnDataTypes,
          index_column: args.indexColumn,
          index_label: args.indexLabel,
          sheet_name: args.sheetName,
        };
        for (const [field, value] of Object.entries(text)) if (value) form.append(field, value);
        const counts = { skip_rows: args.skipRows, header_row: args.headerRow, rows_to_read: args.rowsToRead };
        for (const [field, value] of Object.entries(counts)) if (value != null) form.append(field, String(value));
        const lists = { null_values: args.nullValues, columns_read: args.columnsRead, column_dates: args.columnDates };
        for (const [field, value] of Object.entries(lists)) if (value) form.append(field, JSON.stringify(value));
        if (args.dayFirst != null) form.append('day_first', String(args.dayFirst));
        if (args.dataframeIndex != null) form.append('dataframe_index', String(args.dataframeIndex));
        const saved = await ctx.rest.postForm<{
          result: { table_name: string; schema: string | null; rows: number; dataset_id?: number };
        }>(`/api/v1/database/${pk}/upload/`, form);
        return {
          databaseId: pk,
          tableName: saved.result.table_name,
          schema: saved.result.schema,
          rows: saved.result.rows,
          datasetId: saved.result.dataset_id ?? null,
        };
      }),
  }),
);
