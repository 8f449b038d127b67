import { parse as parseCookies } from 'hono/utils/cookie';
import type { DirectAnswer, DirectCalls, DirectCredentials } from '../graphql/rest-client.ts';
import { showChart } from '../services/chart/chart-show.ts';
import type { ServiceContext } from '../services/context.ts';
import { anonymousViewer, bearerOf, SESSION_COOKIE, userFromTokens } from './auth/session.ts';
import type { RestServices } from './context.ts';
import { HttpError, UnauthorizedError } from './errors.ts';

/**
 * The REST calls the GraphQL gateway makes in process, answered by the service functions behind the
 * routes: the caller is authenticated as the REST middleware does it (bearer token, else session
 * cookie), and errors come back with the status and `{"message": ...}` body the route would send.
 */
export function createDirectCalls(services: RestServices): DirectCalls {
  const contextOf = async (credentials: DirectCredentials): Promise<ServiceContext> => {
    const session = credentials.cookie
      ? (parseCookies(credentials.cookie, SESSION_COOKIE)[SESSION_COOKIE] ?? null)
      : null;
    // The calls made here only read: an anonymous caller reads with the Public role's permissions.
    const user =
      (await userFromTokens(services, bearerOf(credentials.authorization), session)) ??
      (await anonymousViewer(services));
    if (!user) throw new UnauthorizedError();
    return {
      user,
      prisma: services.store.prisma,
      provider: services.store.provider,
      featureFlags: services.config.featureFlags,
      now: () => services.now(),
      log: services.log,
    };
  };
  const answer = async (
    credentials: DirectCredentials,
    run: (ctx: ServiceContext) => Promise<unknown>,
  ): Promise<DirectAnswer> => {
    try {
      return { status: 200, body: await run(await contextOf(credentials)) };
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: { message: error.body } };
      throw error;
    }
  };
  return {
    getChart: (credentials, id) => answer(credentials, (ctx) => showChart(ctx, String(id))),
  };
}
