import type { Row } from './rows.ts';

/** What the result pane shows for the active tab: one union, never a set of nullable fields. */
export type RunState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly queryId: string | null;
      readonly startedAt: number;
      /** 0-100 where the database reports it. */
      readonly progress: number;
    }
  | {
      readonly status: 'success';
      readonly queryId: string;
      readonly columns: readonly string[];
      readonly rows: readonly Row[];
      readonly limitReached: boolean;
      readonly limit: number | null;
      readonly elapsedMs: number;
      /** REST export URL of the CSV (the one REST call the page makes: a file download). */
      readonly csvUrl: string | null;
      /** A statement that returns no rows (DDL/DML where allowed). */
      readonly rowCount: number;
    }
  | { readonly status: 'failed'; readonly message: string; readonly line: number | null; readonly elapsedMs: number }
  | { readonly status: 'stopped'; readonly elapsedMs: number };
