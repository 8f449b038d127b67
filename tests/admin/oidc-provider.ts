import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who may sign in at the local provider: its login name and the claims it vouches for. */
export interface ProviderAccount {
  login: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  /** Sent as preferred_username; absent: the claim is left out. */
  preferredUsername?: string;
  /** Sent as the `groups` claim (the keys of a roles mapping). */
  groups?: string[];
}

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account the provider knows. */
  addAccount(account: ProviderAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a random loopback port, with
 * its development login page (any password is accepted for a known login). Consent is granted
 * for the registered client on first sign-in, as a company's own provider does for its own apps.
 */
export async function startLocalProvider(redirectUris: string[]): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = `chartroom-${randomBytes(3).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, ProviderAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username', 'groups'],
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    // Short lives, set here so the provider does not warn about its defaults in the test output.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            ...(account.email ? { email: account.email, email_verified: account.emailVerified ?? true } : {}),
            ...(account.givenName ? { given_name: account.givenName } : {}),
            ...(account.familyName ? { family_name: account.familyName } : {}),
            ...(account.preferredUsername ? { preferred_username: account.preferredUsername } : {}),
            ...(account.groups ? { groups: account.groups } : {}),
          };
        },
      };
    },
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.login, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
