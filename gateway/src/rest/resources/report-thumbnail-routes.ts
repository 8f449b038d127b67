import type { Context, Hono } from 'hono';
import type { ThumbnailService } from '../../reports/index.ts';
import { showChart } from '../../services/chart/chart-show.ts';
import { currentUser } from '../auth/session.ts';
import type { AppEnv } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { parseId } from '../list/handlers.ts';
import { serviceContext } from '../service-context.ts';

type Kind = 'chart' | 'dashboard';

/**
 * Superset's thumbnail endpoints (only with the THUMBNAILS feature flag, as in Superset): the PNG
 * when it is rendered for this digest; 302 to the current digest's URL when the chart or
 * dashboard changed since; otherwise 202 while a render is queued (once per digest). Whoever may
 * see the chart or dashboard may see its thumbnail; it is rendered as the first user who asked.
 */
/** The thumbnail URL a chart or dashboard has now, as its show route gives it to this caller. */
async function currentUrl(app: Hono<AppEnv>, c: Context<AppEnv>, kind: Kind, id: number): Promise<string> {
  if (kind === 'chart') {
    const shown = await showChart(serviceContext(c), String(id));
    return String((shown.result as { thumbnail_url: string }).thumbnail_url);
  }
  // The dashboard's own show route decides who sees it (roles, ownership, published).
  const res = await app.request(`/api/v1/dashboard/${id}`, { headers: c.req.raw.headers });
  if (res.status !== 200) throw new NotFoundError();
  return ((await res.json()) as { result: { thumbnail_url: string } }).result.thumbnail_url;
}

const digestOf = (url: string) => /\/thumbnail\/([^/]+)\//.exec(url)?.[1] ?? null;
const SAVED = /^\/api\/v1\/(chart|dashboard)\/?(\d+)?\/?$/;

/**
 * Superset renders a thumbnail after each save: once a chart or dashboard write succeeds, its new
 * thumbnail is queued (as the user who saved), so the card view has it by the next visit. Mounted
 * before the resource routes; does nothing without THUMBNAILS.
 */
export function thumbnailsAfterSave(app: Hono<AppEnv>, thumbnails: ThumbnailService | null): void {
  if (!thumbnails?.enabled) return;
  app.use('/api/v1/*', async (c, next) => {
    await next();
    const method = c.req.method;
    const match = SAVED.exec(c.req.path);
    if (!match || (method !== 'PUT' && method !== 'POST') || (c.res.status !== 200 && c.res.status !== 201)) return;
    const kind = match[1] as Kind;
    let id = match[2] ? Number(match[2]) : null;
    if (id === null) id = ((await c.res.clone().json()) as { id?: unknown }).id as number;
    if (!Number.isInteger(id)) return;
    const user = c.get('user');
    if (!user) return;
    void currentUrl(app, c, kind, id as number)
      .then((url) => {
        const digest = digestOf(url);
        return digest ? thumbnails.request({ kind, id: id as number }, digest, user.id) : undefined;
      })
      .catch(() => {});
  });
}

export function mountThumbnailRoutes(app: Hono<AppEnv>, thumbnails: ThumbnailService | null): void {
  if (!thumbnails?.enabled) return;

  const handler = (kind: Kind) => async (c: Context<AppEnv>) => {
    const id = parseId(c.req.param('id'));
    if (id === null) throw new NotFoundError();
    const user = currentUser(c);
    const url = await currentUrl(app, c, kind, id);
    const digest = c.req.param('digest') ?? '';
    if (!url.includes(`/thumbnail/${digest}/`)) return c.redirect(url, 302);
    const png = await thumbnails.read({ kind, id }, digest);
    if (png) {
      return c.body(new Uint8Array(png), 200, {
        'content-type': 'image/png',
        'cache-control': 'private, max-age=86400',
      });
    }
    await thumbnails.request({ kind, id }, digest, user.id);
    return c.json({ message: 'OK' }, 202);
  };

  app.get('/api/v1/chart/:id/thumbnail/:digest', handler('chart'));
  app.get('/api/v1/dashboard/:id/thumbnail/:digest', handler('dashboard'));
}
