/** The chart area's state: one union rather than nullable fields, as the chart status values name them. */
export type ChartStatus =
  | { readonly status: 'empty' }
  | { readonly status: 'loading'; readonly startedAt: number }
  | { readonly status: 'success'; readonly result: ExploreQueryResult; readonly jobId: null }
  | { readonly status: 'waiting'; readonly jobId: string }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'stopped' };

export interface ExploreQueryResult {
  readonly colnames: readonly string[];
  readonly coltypes: readonly number[];
  readonly data: unknown;
  readonly rowcount: number;
  /** The chart data's `annotation_data`, which the time-series charts draw. */
  readonly annotationData?: unknown;
  readonly query: string | null;
  readonly isCached: boolean;
}

export const STOPPED_MESSAGE = 'Updating chart was stopped';
export const NETWORK_ERROR = 'Network error.';
