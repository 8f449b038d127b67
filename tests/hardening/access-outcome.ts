/** What a caller got, reduced to what access rules speak of: allowed, not signed in, forbidden, hidden. */
export type Outcome = 'ok' | 401 | 403 | 404 | '5xx';

export function restOutcome(status: number): Outcome {
  if (status >= 500) return '5xx';
  if (status === 401 || status === 403 || status === 404) return status;
  return 'ok';
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/** A GraphQL answer as an outcome: top-level error codes, typed mutation errors, or a null field. */
export function graphqlOutcome(status: number, body: GraphQLBody, field: string): Outcome {
  if (status >= 500) return '5xx';
  const code = body.errors?.[0]?.extensions?.code;
  if (status === 401 || code === 'UNAUTHENTICATED') return 401;
  if (code === 'FORBIDDEN') return 403;
  if (code === 'NOT_FOUND') return 404;
  const value = body.data?.[field];
  const typename = value && typeof value === 'object' ? (value as { __typename?: string }).__typename : undefined;
  if (typename === 'ForbiddenError') return 403;
  if (typename === 'NotFoundError') return 404;
  if (body.data && field in body.data && value === null && !body.errors) return 404;
  return 'ok';
}
