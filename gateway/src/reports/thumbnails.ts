import type { ResultCache } from '../engine/cache.ts';
import type { RenderTarget } from './render-page.ts';
import type { Renderer } from './renderer.ts';

/** Render a chart or dashboard thumbnail and keep it under its digest. */
export interface ThumbnailJob {
  kind: 'thumbnail';
  target: RenderTarget;
  digest: string;
  /** Whose view is pictured (the user who asked first). */
  userId: number;
}

/** Superset keeps thumbnails a week (THUMBNAIL_CACHE_CONFIG's default timeout). */
const THUMBNAIL_TTL_S = 7 * 24 * 3600;
/** Superset's THUMBNAIL_CHART_WINDOW and THUMBNAIL_DASHBOARD_WINDOW, kept as the picture's size. */
export const THUMBNAIL_WINDOW = { chart: 800, dashboard: 1600 } as const;

export const thumbnailCacheKey = (target: RenderTarget, digest: string) =>
  `thumbnail:${target.kind}:${target.id}:${digest}`;

/** The picture under this digest, or null when it is not rendered (yet). */
export async function readThumbnail(cache: ResultCache, target: RenderTarget, digest: string): Promise<Buffer | null> {
  const entry = await cache.get(thumbnailCacheKey(target, digest));
  const png = entry?.payload.png;
  return typeof png === 'string' ? Buffer.from(png, 'base64') : null;
}

/** Renders the viewport of the print-ready page (the first screenful) and caches it. */
export async function renderThumbnail(
  job: ThumbnailJob,
  deps: { renderer: Renderer; cache: ResultCache; baseUrl: string; timeoutMs: number },
): Promise<void> {
  if (await readThumbnail(deps.cache, job.target, job.digest)) return;
  const png = await deps.renderer.render({
    target: job.target,
    format: 'png',
    userId: job.userId,
    customWidth: THUMBNAIL_WINDOW[job.target.kind],
    baseUrl: deps.baseUrl,
    timeoutMs: deps.timeoutMs,
    fullPage: false,
  });
  await deps.cache.set(
    thumbnailCacheKey(job.target, job.digest),
    { payload: { png: png.toString('base64') }, cachedAt: Date.now() },
    THUMBNAIL_TTL_S,
  );
}
