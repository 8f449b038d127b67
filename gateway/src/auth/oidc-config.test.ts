import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './oidc-client.ts';
import { loadOAuthSettings, parseOAuthProviders, parseRolesMapping } from './oidc-config.ts';
import { rolesForIdentity } from './oidc-users.ts';

const entry = {
  name: 'corp',
  label: 'Corp SSO',
  issuer: 'https://sso.example.com/realms/corp',
  client_id: 'chartroom',
  client_secret: 's3cret-value',
};

describe('CHARTROOM_OAUTH_PROVIDERS', () => {
  it('reads providers with defaults (scopes, username claim, label)', () => {
    const [corp, other] = parseOAuthProviders(
      JSON.stringify([entry, { ...entry, name: 'other', label: undefined, scopes: ['email'] }]),
    );
    expect(corp).toMatchObject({
      name: 'corp',
      label: 'Corp SSO',
      clientId: 'chartroom',
      clientSecret: 's3cret-value',
      scopes: ['openid', 'email', 'profile'],
      usernameClaim: 'preferred_username',
    });
    expect(other).toMatchObject({ label: 'other', scopes: ['openid', 'email'] });
    expect(parseOAuthProviders(undefined)).toEqual([]);
  });

  it('takes the secret from another variable with client_secret_env', () => {
    const { client_secret: _, ...rest } = entry;
    const [corp] = parseOAuthProviders(JSON.stringify([{ ...rest, client_secret_env: 'CORP_SECRET' }]), {
      CORP_SECRET: 'from-env',
    });
    expect(corp?.clientSecret).toBe('from-env');
    expect(() => parseOAuthProviders(JSON.stringify([{ ...rest, client_secret_env: 'MISSING' }]), {})).toThrow(
      'CHARTROOM_OAUTH_PROVIDERS[0]: the environment variable MISSING is not set',
    );
  });

  it('refuses bad entries with the entry and field named, never echoing the secret', () => {
    const attempts = [
      ['not json', 'must be a JSON array'],
      [JSON.stringify({}), 'must be a JSON array'],
      [JSON.stringify([{ ...entry, name: 'Bad Name' }]), 'CHARTROOM_OAUTH_PROVIDERS[0].name'],
      [JSON.stringify([{ ...entry, issuer: 'http://sso.example.com' }]), 'must be an https:// URL'],
      [JSON.stringify([{ ...entry, client_id: '' }]), 'CHARTROOM_OAUTH_PROVIDERS[0].client_id'],
      [JSON.stringify([entry, entry]), 'CHARTROOM_OAUTH_PROVIDERS[1].name: "corp" is used twice'],
      [JSON.stringify([{ ...entry, surprise: 1 }]), 'CHARTROOM_OAUTH_PROVIDERS[0]'],
    ] as const;
    for (const [raw, message] of attempts) {
      let thrown: Error | undefined;
      try {
        parseOAuthProviders(raw);
      } catch (err) {
        thrown = err as Error;
      }
      expect(thrown?.message, raw).toContain(message);
      expect(thrown?.message).not.toContain('s3cret-value');
    }
  });

  it('accepts plain http for a provider on this machine only', () => {
    expect(parseOAuthProviders(JSON.stringify([{ ...entry, issuer: 'http://127.0.0.1:9000' }]))).toHaveLength(1);
    expect(parseOAuthProviders(JSON.stringify([{ ...entry, issuer: 'http://localhost:9000/x' }]))).toHaveLength(1);
  });

  it('reads registration settings with FAB defaults (off, Public)', () => {
    expect(loadOAuthSettings({})).toEqual({
      providers: [],
      userRegistration: false,
      userRegistrationRole: 'Public',
      rolesMapping: {},
      rolesSyncAtLogin: false,
    });
    expect(
      loadOAuthSettings({ CHARTROOM_AUTH_USER_REGISTRATION: 'true', CHARTROOM_AUTH_USER_REGISTRATION_ROLE: 'Gamma' }),
    ).toMatchObject({ userRegistration: true, userRegistrationRole: 'Gamma' });
    expect(() => loadOAuthSettings({ CHARTROOM_AUTH_USER_REGISTRATION: 'maybe' })).toThrow(
      'CHARTROOM_AUTH_USER_REGISTRATION must be true or false',
    );
  });
});

describe('CHARTROOM_AUTH_ROLES_MAPPING and the roles of a provider user', () => {
  it('reads a mapping of groups to role names, refusing anything else', () => {
    expect(parseRolesMapping('{"analysts": ["Gamma", "sql_lab"]}')).toEqual({ analysts: ['Gamma', 'sql_lab'] });
    expect(parseRolesMapping(undefined)).toEqual({});
    expect(() => parseRolesMapping('["Gamma"]')).toThrow('CHARTROOM_AUTH_ROLES_MAPPING');
    expect(() => parseRolesMapping('{"analysts": "Gamma"}')).toThrow('CHARTROOM_AUTH_ROLES_MAPPING.analysts');
    expect(() => parseRolesMapping('{')).toThrow('must be a JSON object');
  });

  it("gives the mapped roles of the user's groups, plus the registration role while registration is on", () => {
    const settings = {
      rolesMapping: { analysts: ['sql_lab', 'Gamma'], admins: ['Admin'] },
      userRegistration: true,
      userRegistrationRole: 'Gamma',
    };
    expect(rolesForIdentity(settings, { roleKeys: ['analysts', 'other'] })).toEqual(['Gamma', 'sql_lab']);
    expect(rolesForIdentity({ ...settings, userRegistration: false }, { roleKeys: ['admins'] })).toEqual(['Admin']);
    expect(rolesForIdentity({ ...settings, userRegistration: false }, { roleKeys: [] })).toEqual([]);
  });
});

describe('identityFromClaims', () => {
  it('reads username, lower-cased e-mail, verification and names', () => {
    expect(
      identityFromClaims(
        { usernameClaim: 'preferred_username' },
        { sub: 's1', preferred_username: 'ada', email: 'Ada@Example.com', name: 'Ada King Lovelace' },
      ),
    ).toEqual({
      subject: 's1',
      username: 'ada',
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'King Lovelace',
      roleKeys: [],
    });
    expect(
      identityFromClaims(
        { usernameClaim: 'preferred_username', rolesClaim: 'roles' },
        { sub: 's3', roles: ['a', 7, 'b'] },
      ).roleKeys,
    ).toEqual(['a', 'b']);
    expect(
      identityFromClaims({ usernameClaim: 'upn' }, { sub: 's2', email: 'x@y.z', email_verified: false }),
    ).toMatchObject({ username: null, emailVerified: false, firstName: '', lastName: '' });
  });

  it('refuses claims without a subject', () => {
    expect(() => identityFromClaims({ usernameClaim: 'preferred_username' }, { email: 'x@y.z' })).toThrow('no subject');
  });
});
