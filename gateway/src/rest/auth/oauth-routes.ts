import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createOidcClients, type OAuthFailure, OAuthSignInError } from '../../auth/oidc-client.ts';
import type { OAuthProvider } from '../../auth/oidc-config.ts';
import { PENDING_SIGN_IN_SECONDS, pendingSignInSeal } from '../../auth/oidc-state.ts';
import { signInWithIdentity } from '../../auth/oidc-users.ts';
import type { AppEnv } from '../context.ts';
import { clientAddress } from './client-address.ts';
import { setSessionCookie } from './session.ts';

/** The sealed state, nonce and PKCE verifier of a sign-in under way; only the callback path receives it. */
export const PENDING_COOKIE = 'oauth_pending';
const CALLBACK_PREFIX = '/oauth-authorized/';
const LANDING_PATH = '/superset/welcome/';

/** The `next` parameter when it is a path on this site (never an open redirect), else the welcome page. */
export function safeNext(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/login')) {
    return LANDING_PATH;
  }
  return next;
}

/**
 * The login page with the failure's code; the page turns the code into its message (no text from
 * the URL). A refused callback is a failed sign-in in the audit log, with the provider as its source.
 */
async function failed(
  c: Context<AppEnv>,
  failure: OAuthFailure,
  provider: string,
  detail: string,
  username: string | null = null,
): Promise<Response> {
  c.get('log').warn({ provider, failure, detail }, 'OAuth sign-in refused');
  if (c.req.path.startsWith(CALLBACK_PREFIX)) {
    await c.get('services').audit.signIn({
      action: 'sign_in_failed',
      username: username ?? '',
      userId: null,
      ipAddress: clientAddress(c.req.raw),
      reason: failure,
      source: provider,
    });
  }
  deleteCookie(c, PENDING_COOKIE, { path: CALLBACK_PREFIX });
  return c.redirect(`/login/?oauth_error=${failure}`, 302);
}

function providerOf(c: Context<AppEnv>): OAuthProvider | undefined {
  const name = c.req.param('provider');
  return c.get('services').config.oauth.providers.find((p) => p.name === name);
}

/** The origin the browser used: behind a TLS proxy, X-Forwarded-Proto tells the scheme. */
function publicOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  if (forwarded === 'https' || forwarded === 'http') url.protocol = `${forwarded}:`;
  return url.origin;
}

/**
 * Superset's AUTH_OAUTH: `/login/<provider>` sends the browser to the provider (authorization code
 * flow with PKCE, state and nonce), `/oauth-authorized/<provider>` takes it back, finds or registers
 * the user and opens the usual session. Failures land on the login page with a message, never a 500.
 */
export function mountOAuthRoutes(app: Hono<AppEnv>): void {
  const clients = createOidcClients();

  // Names and labels only: the login page's buttons. Never the issuer's secrets.
  app.get('/api/v1/security/oauth_providers', (c) =>
    c.json({
      result: c.get('services').config.oauth.providers.map((p) => ({ name: p.name, label: p.label })),
    }),
  );

  app.get('/login/:provider', async (c) => {
    const provider = providerOf(c);
    if (!provider) return failed(c, 'unknown_provider', c.req.param('provider'), 'no such provider');
    const redirectUri = `${publicOrigin(c)}${CALLBACK_PREFIX}${provider.name}`;
    try {
      const { url, pending } = await clients.begin(provider, redirectUri, safeNext(c.req.query('next')));
      setCookie(c, PENDING_COOKIE, await pendingSignInSeal(c.get('services').store).seal(pending), {
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
        sameSite: 'Lax',
        path: CALLBACK_PREFIX,
        secure: publicOrigin(c).startsWith('https:'),
        maxAge: PENDING_SIGN_IN_SECONDS,
      });
      return c.redirect(url.href, 302);
    } catch (err) {
      if (err instanceof OAuthSignInError) return failed(c, err.failure, provider.name, err.message);
      throw err;
    }
  });

  app.get(`${CALLBACK_PREFIX}:provider`, async (c) => {
    const provider = providerOf(c);
    if (!provider) return failed(c, 'unknown_provider', c.req.param('provider'), 'no such provider');
    const { store, config, tokens } = c.get('services');
    const pending = await pendingSignInSeal(store).open(getCookie(c, PENDING_COOKIE));
    const state = c.req.query('state');
    if (!pending || pending.provider !== provider.name || !state || state !== pending.state) {
      return failed(c, 'state', provider.name, pending ? 'state mismatch' : 'no pending sign-in');
    }
    let tried: string | null = null;
    try {
      const callbackUrl = new URL(`${publicOrigin(c)}${CALLBACK_PREFIX}${provider.name}`);
      callbackUrl.search = new URL(c.req.url).search;
      const identity = await clients.complete(provider, callbackUrl, pending);
      tried = identity.username ?? identity.email;
      const user = await signInWithIdentity(store, config.oauth, provider.name, identity);
      // Roles may have changed (registration, AUTH_ROLES_SYNC_AT_LOGIN) on a GET, which clears no cache.
      c.get('services').userContexts.invalidate(user.id);
      deleteCookie(c, PENDING_COOKIE, { path: CALLBACK_PREFIX });
      setSessionCookie(c, await tokens.issueRefreshToken(user.id));
      c.get('log').info({ provider: provider.name, username: user.username }, 'OAuth sign-in');
      await c.get('services').audit.signIn({
        action: 'sign_in',
        username: user.username,
        userId: user.id,
        ipAddress: clientAddress(c.req.raw),
        source: provider.name,
      });
      return c.redirect(pending.next, 302);
    } catch (err) {
      if (err instanceof OAuthSignInError) return failed(c, err.failure, provider.name, err.message, tried);
      throw err;
    }
  });
}
