/**
 * @generated SignedSource<<cff2b76e1b7ea72a135b95164be51865>>
 * @relayHash 018a72b3d6dc2fa23b91e9a614659ece
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d0e7a7cb71c1b97ee243639c544b158d9b5e961143eb6897d110a609342471c

import type { ConcreteRequest } from 'relay-runtime';
export type useDeleteDatasetsMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type useDeleteDatasetsMutation$data = {
  readonly deleteDatasets: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type useDeleteDatasetsMutation = {
  response: useDeleteDatasetsMutation$data;
  variables: useDeleteDatasetsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteDatasets",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deletedIds",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "DeletePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteDatasetsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteDatasetsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "018a72b3d6dc2fa23b91e9a614659ece",
    "id": "4d0e7a7cb71c1b97ee243639c544b158d9b5e961143eb6897d110a609342471c",
    "metadata": {},
    "name": "useDeleteDatasetsMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteDatasetsMutation(\n  $ids: [ID!]!\n) {\n  deleteDatasets(ids: $ids) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7224445dd864de0b333ecc2e6e6072ea";

export default node;
