import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { type YogaServerOptions, maskError as yogaMaskError } from 'graphql-yoga';
import type { Logger } from '../../logger.ts';
import { ChartroomError } from '../errors.ts';

type MaskError = NonNullable<
  Exclude<YogaServerOptions<object, object>['maskedErrors'], boolean | undefined>['maskError']
>;

/**
 * Exactly two kinds of error reach a client: the expected ones (ChartroomError, with `extensions.code`,
 * and graphql's own syntax/validation errors), and everything else masked to a generic message.
 */
export function createMaskError(log: Logger): MaskError {
  return (error, message, isDev) => {
    if (error instanceof GraphQLError) {
      const cause = error.originalError;
      if (cause == null || cause instanceof ChartroomError) return error;
      // Pothos rejects malformed global IDs and cursors with its own validation error: the caller's mistake.
      // A lone UTF-16 surrogate in a string argument cannot go into a REST path (encodeURIComponent
      // throws URIError): the caller's text is malformed, not the server broken.
      const badText =
        cause instanceof URIError ? 'A text argument holds an invalid character (a lone surrogate).' : null;
      if (cause instanceof PothosValidationError || badText) {
        return new GraphQLError(badText ?? cause.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
    }
    log.error(
      { err: error instanceof GraphQLError ? (error.originalError ?? error) : error },
      'GraphQL: unexpected error',
    );
    return yogaMaskError(error, message, isDev);
  };
}
