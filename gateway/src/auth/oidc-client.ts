import * as client from 'openid-client';
import { isLoopbackUrl, type OAuthProvider } from './oidc-config.ts';

/** What a sign-in keeps between the redirect to the provider and its callback (in a sealed cookie). */
export interface PendingSignIn {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Where the browser goes once signed in (a path on this site). */
  next: string;
}

/** The identity a provider vouched for: what the user lookup and registration need. */
export interface ProviderIdentity {
  subject: string;
  username: string | null;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** The values of the provider's roles claim (its groups): the keys of AUTH_ROLES_MAPPING. */
  roleKeys: string[];
}

/** Why a sign-in through a provider failed; each has its message on the login page. */
export type OAuthFailure =
  | 'state' // no pending sign-in, or its state differs: an old tab, a replay or a forged callback
  | 'provider' // the provider could not be reached or answered something invalid
  | 'denied' // the user (or the provider) refused the authorisation
  | 'claims' // the provider named no usable username or e-mail
  | 'registration' // unknown user and registration is off
  | 'role' // registration is on but its role does not exist
  | 'inactive' // the matching account is deactivated
  | 'unknown_provider';

export class OAuthSignInError extends Error {
  readonly failure: OAuthFailure;
  constructor(failure: OAuthFailure, detail: string) {
    super(detail);
    this.name = 'OAuthSignInError';
    this.failure = failure;
  }
}

/** Seconds an unreachable provider may take before the sign-in fails. */
const PROVIDER_TIMEOUT_S = 10;

export interface OidcClients {
  /** The provider's authorization URL for a new sign-in, and what the callback must find again. */
  begin(provider: OAuthProvider, redirectUri: string, next: string): Promise<{ url: URL; pending: PendingSignIn }>;
  /** Checks the callback (state, PKCE, nonce, ID token) and returns who signed in. */
  complete(provider: OAuthProvider, callbackUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity>;
}

function claimString(claims: Record<string, unknown>, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The identity in the ID token's claims, completed by the userinfo answer (pure). */
export function identityFromClaims(
  provider: Pick<OAuthProvider, 'usernameClaim'> & Partial<Pick<OAuthProvider, 'rolesClaim'>>,
  claims: Record<string, unknown>,
): ProviderIdentity {
  const rawKeys = claims[provider.rolesClaim ?? 'groups'];
  const roleKeys = (Array.isArray(rawKeys) ? rawKeys : [rawKeys]).filter(
    (key): key is string => typeof key === 'string' && key !== '',
  );
  const subject = claimString(claims, 'sub');
  if (!subject) throw new OAuthSignInError('claims', 'the provider named no subject');
  const name = claimString(claims, 'name');
  const [first, ...rest] = (name ?? '').split(/\s+/);
  return {
    subject,
    username: claimString(claims, provider.usernameClaim),
    email: claimString(claims, 'email')?.toLowerCase() ?? null,
    emailVerified: claims.email_verified !== false,
    firstName: claimString(claims, 'given_name') ?? first ?? '',
    lastName: claimString(claims, 'family_name') ?? rest.join(' '),
    roleKeys,
  };
}

function providerFailure(err: unknown): OAuthSignInError {
  if (err instanceof OAuthSignInError) return err;
  if (err instanceof client.AuthorizationResponseError) {
    return new OAuthSignInError(
      err.error === 'access_denied' ? 'denied' : 'provider',
      `provider answered ${err.error}`,
    );
  }
  const code = (err as { code?: unknown }).code;
  if (code === 'OAUTH_INVALID_RESPONSE' && /state/i.test((err as Error).message)) {
    return new OAuthSignInError('state', 'state mismatch');
  }
  // Only the error's class and message: never the request, whose body holds the client secret.
  const message = err instanceof Error ? `${err.name}: ${err.message}` : 'unknown error';
  return new OAuthSignInError('provider', message);
}

/**
 * openid-client configurations per provider, discovered on first use and kept; a failed discovery
 * (the provider is down) is tried again at the next sign-in.
 */
export function createOidcClients(): OidcClients {
  const configs = new Map<string, Promise<client.Configuration>>();

  const configOf = (provider: OAuthProvider): Promise<client.Configuration> => {
    let pending = configs.get(provider.name);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      // Plain http only for a provider on this machine (development and tests); config parsing refuses others.
      const insecure = issuer.protocol === 'http:' && isLoopbackUrl(issuer);
      pending = client.discovery(
        issuer,
        provider.clientId,
        { client_secret: provider.clientSecret },
        client.ClientSecretBasic(provider.clientSecret),
        { timeout: PROVIDER_TIMEOUT_S, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
      );
      configs.set(provider.name, pending);
      pending.catch(() => configs.delete(provider.name));
    }
    return pending;
  };

  return {
    async begin(provider, redirectUri, next) {
      let config: client.Configuration;
      try {
        config = await configOf(provider);
      } catch (err) {
        throw providerFailure(err);
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const pending: PendingSignIn = {
        provider: provider.name,
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier,
        next,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: provider.scopes.join(' '),
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    async complete(provider, callbackUrl, pending) {
      try {
        const config = await configOf(provider);
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new OAuthSignInError('provider', 'no ID token');
        let claims: Record<string, unknown> = { ...idClaims };
        // Providers often keep the profile (e-mail, names) out of the ID token: userinfo has it.
        if (config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...info, ...claims };
        }
        return identityFromClaims(provider, claims);
      } catch (err) {
        throw providerFailure(err);
      }
    },
  };
}
