import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** graphql-js appends ` Did you mean "x", "y" or "z"?` to unknown field, argument and type errors. */
const SUGGESTION = /\s*Did you mean [^?]*\?\s*$/;

/** The error messages of a result without their suggestions, or null when none had one. */
export function withoutSuggestions(result: ExecutionResult): ExecutionResult | null {
  if (!result.errors?.some((e) => SUGGESTION.test(e.message))) return null;
  return {
    ...result,
    errors: result.errors.map((e) =>
      SUGGESTION.test(e.message)
        ? new GraphQLError(e.message.replace(SUGGESTION, ''), {
            nodes: e.nodes,
            source: e.source,
            positions: e.positions,
            path: e.path,
            originalError: e.originalError,
            extensions: e.extensions,
          })
        : e,
    ),
  };
}

/**
 * Field suggestions ("Did you mean ...?") spell out the schema to someone probing it; callers who
 * are not signed in do not get them. Whether the caller is signed in is asked only when a result
 * carries a suggestion, so ordinary operations cost nothing more.
 */
export function useHideSuggestionsFromAnonymous(isSignedIn: (request: Request) => Promise<boolean>): Plugin {
  return {
    async onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
      const stripped = withoutSuggestions(result as ExecutionResult);
      if (stripped && !(await isSignedIn(request))) setResult(stripped);
    },
  };
}
