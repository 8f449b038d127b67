// The REST layer imports the runner under this name; the implementation lives in execute.ts.

export {
  type ChartDataDownload,
  type DownloadDeps,
  runQueryContextDownload,
} from './download/download.ts';
export {
  type ChartDataResponse,
  type RunQueryContextDeps,
  runQueryContext,
} from './execute.ts';
