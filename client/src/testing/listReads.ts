import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { RelayMock } from './mockEnvironment.ts';

export interface ListReads {
  /** `viewerPermissions` of the listed resource. */
  readonly permissions: readonly string[];
  /** `relatedUsers` (owners, created by) the filters offer. */
  readonly users?: readonly { userId: number; name: string }[];
  /** The chart list's dataset filter choices. */
  readonly datasets?: readonly { datasetId: number; tableName: string }[];
  /** The tag filter's and tag editor's choices. */
  readonly tags?: readonly { tagId: number; name: string }[];
}

/** The list's own reads beside its page query, by operation name. */
function answer(operation: OperationDescriptor, reads: ListReads) {
  const users = reads.users ?? [];
  const datasets = reads.datasets ?? [];
  const tags = reads.tags ?? [];
  switch (operation.request.node.params.name) {
    case 'useResourcePermissionsQuery':
      return { data: { viewerPermissions: [...reads.permissions] } };
    case 'useRelatedUserOptionsQuery':
      return { data: { relatedUsers: users.map((user) => ({ ...user })) } };
    case 'ChartListFiltersDatasetsQuery':
      return MockPayloadGenerator.generate(operation, {
        // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
        DatasetConnection: () => ({
          edges: datasets.map((dataset) => ({ node: { id: `Dataset:${dataset.datasetId}`, ...dataset } })),
        }),
      });
    case 'useTagOptionsQuery':
      return MockPayloadGenerator.generate(operation, {
        // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
        TagConnection: () => ({ edges: tags.map((tag) => ({ node: { id: `Tag:${tag.tagId}`, ...tag } })) }),
      });
    default:
      return null;
  }
}

/**
 * Answers the reads a list screen makes beside its page query (permissions, filter choices) as the
 * gateway would, whenever they are sent; every other operation stays pending for the test to resolve.
 */
export function answerListReads(mock: RelayMock, reads: ListReads, times = 20): void {
  // The mock environment tries the first queued resolver on each operation and drops it once it answers.
  for (let i = 0; i < times; i += 1) mock.queueOperationResolver((operation) => answer(operation, reads));
}
