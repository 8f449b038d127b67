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
export function mountThumbnailRoutes(app: Hono<AppEnv>, thumbnails: ThumbnailService | null): void {
  if (!thumbnails?.enabled) return;

  const currentUrl = async (c: Context<AppEnv>, kind: Kind, id: number): Promise<string> => {
    if (kind === 'chart') {
      const shown = await showChart(serviceContext(c), String(id));
      return String((shown.result as { thumbnail_url: string }).thumbnail_url);
    }
    // The dashboard's own show route decides who sees it (roles, ownership, published).
    const res = await app.request(`/api/v1/dashboard/${id}`, { headers: c.req.raw.headers });
    if (res.status !== 200) throw new NotFoundError();
    return ((await res.json()) as { result: { thumbnail_url: string } }).result.thumbnail_url;
  };

  const handler = (kind: Kind) => async (c: Context<AppEnv>) => {
    const id = parseId(c.req.param('id'));
    if (id === null) throw new NotFoundError();
    const user = currentUser(c);
    const url = await currentUrl(c, kind, id);
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
