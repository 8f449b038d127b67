import type { UploadSource } from './csv-source.ts';
import { OptionError, planShape, type ShapeOptions } from './options.ts';

/**
 * A source whose columns are narrowed to `columnsRead` (in that order) and shaped by the index
 * options, as Superset applies `columns_read`, `dataframe_index` and `index_label` to a columnar
 * upload (pandas read_parquet(columns) then to_sql(index, index_label)). Kinds stay the file's.
 */
export function reshapeSource(
  source: UploadSource,
  columnsRead: string[] | undefined,
  shape: ShapeOptions,
): UploadSource {
  const names = source.columns.map((c) => c.name);
  let keep = names.map((_, i) => i);
  if (columnsRead && columnsRead.length > 0) {
    const unknown = columnsRead.filter((c) => !names.includes(c));
    if (unknown.length > 0) {
      throw new OptionError(
        `columns_read names columns the file does not have: ${unknown.map((c) => `"${c}"`).join(', ')}`,
      );
    }
    keep = columnsRead.map((c) => names.indexOf(c));
  }
  const kept = keep.map((i) => source.columns[i] as UploadSource['columns'][number]);
  const plan = planShape(
    kept.map((c) => c.name),
    shape,
  );
  const kindOf = new Map(kept.map((c) => [c.name, c.kind]));
  const columns = plan.names.map((name, k) => ({ name, kind: plan.forced[k] ?? kindOf.get(name) ?? 'TEXT' }));
  return {
    columns,
    async *batches() {
      let index = 0;
      for await (const batch of source.batches()) {
        yield batch.map((row) => {
          const out = plan.mapRow(
            keep.map((i) => row[i] ?? null),
            index + 1,
            index,
          );
          index += 1;
          return out;
        });
      }
    },
  };
}
