import { builder } from '../builder.ts';

/** `GET /api/v1/security/oauth_providers/`: what the login page offers beside the password form. */
interface RestSignInProvider {
  name: string;
  label: string;
}

const SignInProviderRef = builder.objectRef<RestSignInProvider>('SignInProvider').implement({
  description: 'An OAuth 2 / OpenID Connect provider users may sign in with (CHARTROOM_OAUTH_PROVIDERS).',
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'The provider key: `/login/<name>` starts a sign-in through it.',
    }),
    label: t.exposeString('label', { description: "The button's text on the login page." }),
  }),
});

builder.queryField('signInProviders', (t) =>
  t.field({
    type: [SignInProviderRef],
    description:
      'The sign-in providers configured on this server, for the login page (answered to anyone, signed in or not; never their secrets).',
    resolve: async (_root, _args, ctx) =>
      (await ctx.rest.get<{ result: RestSignInProvider[] }>('/api/v1/security/oauth_providers/')).result,
  }),
);
