import { graphql } from 'react-relay';
import { getRequest } from 'relay-runtime';
import { CSRF_TOKEN_HEADER, csrfToken } from '../../relay/csrf.ts';
import { graphqlEndpoint } from '../../relay/fetchGraphQL.ts';
import type { graphqlImportMutation$data, ImportResource } from './__generated__/graphqlImportMutation.graphql.ts';
import type { ImportBundle, ImportOutcome } from './importBundle.ts';

export type { ImportResource };

const importMutation = graphql`
  mutation graphqlImportMutation($file: File!, $resource: ImportResource!, $passwords: JSON, $overwrite: Boolean) {
    importBundle(file: $file, resource: $resource, passwords: $passwords, overwrite: $overwrite) {
      __typename
      ... on ImportPasswordsNeededError {
        files
        message
      }
      ... on ImportOverwriteNeededError {
        files
        message
      }
      ... on ImportValidationError {
        fileErrors
      }
      ... on Error {
        message
      }
    }
  }
`;

type ImportResult = graphqlImportMutation$data['importBundle'];

/** The mutation's typed answer as an import outcome (spec 002 §8: passwords, overwrite, other). */
export function importOutcomeOf(result: ImportResult | null | undefined): ImportOutcome {
  if (!result) return { kind: 'failed', message: 'The server gave no answer' };
  switch (result.__typename) {
    case 'ImportBundlePayload':
      return { kind: 'done' };
    case 'ImportPasswordsNeededError':
      return { kind: 'needsPasswords', databases: result.files ?? [] };
    case 'ImportOverwriteNeededError':
      return { kind: 'needsOverwrite', message: result.message ?? '' };
    default:
      return { kind: 'failed', message: 'message' in result ? String(result.message) : 'Unknown error' };
  }
}

interface GraphQLAnswer {
  readonly data?: { readonly importBundle?: ImportResult } | null;
  readonly errors?: readonly { readonly message?: string }[];
}

/** Reads the HTTP answer of the multipart request: the typed result, or the transport's error. */
export function readGraphQLImportAnswer(status: number, body: unknown): ImportOutcome {
  const answer = (body ?? {}) as GraphQLAnswer;
  if (answer.data?.importBundle) return importOutcomeOf(answer.data.importBundle);
  const message = answer.errors?.map((error) => error.message).find(Boolean);
  return { kind: 'failed', message: message ?? `The server answered ${status}` };
}

/**
 * The `importBundle` mutation as a GraphQL multipart request (operations, map, the file). Sent
 * outside Relay: an import changes whole lists, which the caller refetches once it is done.
 */
export function graphqlImport(resource: ImportResource): ImportBundle {
  const text = getRequest(importMutation).params.text ?? '';
  return async ({ file, passwords, overwrite }) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: text,
        operationName: 'graphqlImportMutation',
        variables: { file: null, resource, passwords, overwrite },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', file, file.name);
    let response: Response;
    try {
      response = await fetch(graphqlEndpoint, {
        method: 'POST',
        credentials: 'same-origin',
        // A header no cross-site form can send: with it the gateway can tell this upload from a forged one.
        headers: {
          Accept: 'application/graphql-response+json, application/json',
          'X-Requested-With': 'XMLHttpRequest',
          [CSRF_TOKEN_HEADER]: await csrfToken(),
        },
        body: form,
      });
    } catch (error) {
      return { kind: 'failed', message: `Could not reach the server: ${(error as Error).message}` };
    }
    const body: unknown = await response.json().catch(() => undefined);
    return readGraphQLImportAnswer(response.status, body);
  };
}
