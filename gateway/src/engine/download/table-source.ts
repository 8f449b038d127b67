import type { RowBatches } from '../../connectors/connector.ts';

/** One query's rows on their way into a file: names, which columns hold datetimes, row batches. */
export interface TableSource {
  colnames: string[];
  /** Per column: values are datetimes (Date, or epoch ms from a computed payload). */
  temporal: boolean[];
  batches: RowBatches;
}
