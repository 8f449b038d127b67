import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';

export const TRACE_HEADER = 'x-chartroom-trace';

/**
 * `x-chartroom-trace: 1` adds `extensions.upstream: { count, calls }`: every REST call the operation
 * made. Cheap enough to leave on in production, and what the tests use to prove batching.
 */
export function useUpstreamTrace(): Plugin<GraphQLContext & { request: Request }> {
  return {
    onExecute({ args }) {
      const context = args.contextValue;
      if (context.request?.headers.get(TRACE_HEADER) !== '1') return;
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            const calls = [...context.rest.calls];
            setResult({ ...result, extensions: { ...result.extensions, upstream: { count: calls.length, calls } } });
          });
        },
      };
    },
  };
}
