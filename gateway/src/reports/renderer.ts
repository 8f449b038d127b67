import type { TokenService } from '../auth/index.ts';
import type { Logger } from '../logger.ts';
import type { BrowserPool } from './chromium.ts';
import {
  ALL_CHARTS_DRAWN,
  CONTENT_BOTTOM,
  CONTENT_HEIGHT,
  MAX_RENDER_HEIGHT,
  PRINT_READY,
  type RenderTarget,
  renderPath,
  windowFor,
} from './render-page.ts';

export type RenderFormat = 'png' | 'pdf';

export interface RenderRequest {
  target: RenderTarget;
  format: RenderFormat;
  /** The user the page is rendered as (the report's executor). */
  userId: number;
  customWidth?: number | null;
  baseUrl: string;
  timeoutMs: number;
  /** A dashboard's PNG shows the whole page unless false (thumbnails show the first screenful). */
  fullPage?: boolean;
}

export class RenderError extends Error {}

export interface Renderer {
  render(request: RenderRequest): Promise<Buffer>;
  close(): Promise<void>;
}

/** Charts animate in; a drawn chart is given this long to settle before the picture is taken. */
const SETTLE_MS = 700;

/**
 * Opens the print-ready page in the pooled Chromium as the given user (a short-lived session token,
 * minted here and revoked after, handed over as the session cookie and never logged), waits until
 * every chart has drawn, and returns a PNG or a PDF. One render at a time per process: the cookie
 * jar of the pooled browser belongs to the render in progress.
 */
export function createRenderer(deps: { pool: BrowserPool; tokens: TokenService; log: Logger }): Renderer {
  let queue: Promise<unknown> = Promise.resolve();

  const renderOnce = async (request: RenderRequest): Promise<Buffer> => {
    const context = await deps.pool.acquire();
    const token = await deps.tokens.issueRefreshToken(request.userId);
    const url = `${request.baseUrl}${renderPath(request.target)}`;
    const size = windowFor(request.target, request.customWidth);
    const page = await context.newPage();
    const started = Date.now();
    try {
      await context.clearCookies();
      await context.addCookies([{ name: 'session', value: token, url: request.baseUrl, httpOnly: true }]);
      await page.setViewportSize(size);
      await page.goto(url, { timeout: request.timeoutMs, waitUntil: 'domcontentloaded' });
      const left = () => Math.max(1, request.timeoutMs - (Date.now() - started));
      const waitUntilDrawn = async () => {
        // Polled from here through the DevTools protocol: the app's CSP forbids the page to eval.
        while (!(await page.evaluate(ALL_CHARTS_DRAWN))) {
          if (new URL(page.url()).pathname.startsWith('/login')) {
            throw new RenderError('The report could not sign in as its executor (the user is gone or deactivated).');
          }
          if (Date.now() - started > request.timeoutMs) {
            throw new RenderError(
              `The page did not finish drawing its charts within ${Math.round(request.timeoutMs / 1000)} s.`,
            );
          }
          await page.waitForTimeout(200);
        }
        await page.waitForTimeout(SETTLE_MS);
      };
      await waitUntilDrawn();
      await page.evaluate(PRINT_READY);
      const whole = request.target.kind === 'dashboard' && (request.fullPage !== false || request.format === 'pdf');
      if (whole) {
        // The whole dashboard in one window: charts further down draw once they are on screen.
        const height = Math.min(MAX_RENDER_HEIGHT, (await page.evaluate(CONTENT_HEIGHT)) as number);
        if (height > size.height) {
          await page.setViewportSize({ width: size.width, height });
          await waitUntilDrawn();
          // The first estimate counts the scroll container's padding twice: trim to what is drawn.
          const bottom = (await page.evaluate(CONTENT_BOTTOM)) as number;
          if (bottom >= size.height && bottom < height)
            await page.setViewportSize({ width: size.width, height: bottom });
        }
      }
      if (request.format === 'png') return await page.screenshot({ type: 'png', timeout: left() });
      const height = (page.viewportSize()?.height ?? size.height) as number;
      return await page.pdf({ width: `${size.width}px`, height: `${height}px`, printBackground: true });
    } finally {
      await page.close().catch(() => {});
      await context.clearCookies().catch(() => {});
      await deps.tokens.revoke(token).catch(() => {});
    }
  };

  return {
    render(request) {
      const run = queue.then(async () => {
        let timer: NodeJS.Timeout | undefined;
        // A hung Chromium answers nothing at all: past the timeout and a grace, give up on it.
        const hung = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Chromium did not answer within ${Math.round(request.timeoutMs / 1000) + 15} s`)),
            request.timeoutMs + 15_000,
          );
        });
        try {
          return await Promise.race([renderOnce(request), hung]);
        } catch (error) {
          // A crashed or stuck Chromium is thrown away; the next render starts a fresh one.
          if (!(error instanceof RenderError) || /Target .*closed|crash/i.test(error.message)) {
            await deps.pool.discard();
          }
          if (error instanceof RenderError) throw error;
          throw new RenderError(`Rendering failed: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          clearTimeout(timer);
        }
      });
      queue = run.catch(() => {});
      return run;
    },
    close: () => deps.pool.close(),
  };
}
