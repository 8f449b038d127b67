import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import type { GraphQLContext } from './context.ts';
import { ValidationError } from './errors.ts';

/** One REST page: `nodes(ids:)` may not ask for more than one batched look-up per type can answer. */
export const MAX_NODES_PER_REQUEST = 100;

/**
 * The one SchemaBuilder of the gateway: every type file under types/ registers itself on it, and
 * schema.ts turns it into the schema. Fields are non-null unless they say otherwise, as in schema.graphql.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    /** An uploaded file (GraphQL multipart request), input only. */
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: { list: false; items: false };
  DefaultNodeNullability: false;
  // Every connection reports the REST list's `count`, so the client can show "n of N" and page numbers.
  Connection: { totalCount: number };
}>({
  plugins: [RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // node(id:) returns plain REST rows; the brand tells the Node interface which type each one is.
    brandLoadedObjects: true,
    nodeTypeOptions: { description: 'An object with a global ID, refetchable through `node(id:)`.' },
    idFieldOptions: { description: 'The opaque global ID (base64 of "Type:restId").' },
    pageInfoTypeOptions: { description: 'Where a page of a connection sits in the whole list.' },
    hasNextPageFieldOptions: { description: 'True when more items follow this page.' },
    hasPreviousPageFieldOptions: { description: 'True when items precede this page.' },
    startCursorFieldOptions: { description: 'The cursor of the first item of this page (null when empty).' },
    endCursorFieldOptions: { description: 'The cursor of the last item of this page (null when empty).' },
    pageInfoFieldOptions: { description: 'Paging information for this page.' },
    edgesFieldOptions: { nullable: { list: false, items: false }, description: 'The items of this page.' },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    cursorFieldOptions: { description: 'Opaque position of this item, for `after`/`before`.' },
    firstArgOptions: { description: 'Return at most this many items from the start of the window (capped at 100).' },
    afterArgOptions: { description: 'Return the items after this cursor.' },
    lastArgOptions: { description: 'Return at most this many items from the end of the window (capped at 100).' },
    beforeArgOptions: { description: 'Return the items before this cursor.' },
    nodeQueryOptions: {
      description: 'Fetches any object by its global ID (null when it does not exist or is hidden).',
      args: { id: { description: 'A global ID, as the `id` field of any Node returns it.' } },
    },
    nodesQueryOptions: {
      description: `Fetches several objects by their global IDs, in the order given (at most ${MAX_NODES_PER_REQUEST}).`,
      args: { ids: { description: 'Global IDs, as the `id` field of any Node returns them.' } },
      resolve: (_root, { ids }, _ctx, _info, resolveNodes) => {
        if (ids.length > MAX_NODES_PER_REQUEST) {
          throw new ValidationError(`nodes(ids:) takes at most ${MAX_NODES_PER_REQUEST} IDs, got ${ids.length}.`);
        }
        return resolveNodes(ids);
      },
    },
  },
});

builder.queryType({ description: 'The root of every read.' });
builder.mutationType({
  description: 'The root of every write; expected refusals come back as typed errors (the `Error` interface).',
});
