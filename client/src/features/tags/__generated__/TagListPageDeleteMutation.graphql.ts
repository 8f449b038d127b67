/**
 * @generated SignedSource<<f6e0854202d713991eada099f6a8e9c5>>
 * @relayHash 86d278cbe9d0899bf0206c3df92eb968
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a03f44349c254a85db5a1b1ef3b3ee78e2929f2befa89976080bf54cbcb80c10

import type { ConcreteRequest } from 'relay-runtime';
export type TagListPageDeleteMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type TagListPageDeleteMutation$data = {
  readonly deleteTags: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type TagListPageDeleteMutation = {
  response: TagListPageDeleteMutation$data;
  variables: TagListPageDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
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
    "name": "deleteTags",
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
            "name": "message",
            "storageKey": null
          }
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
    "name": "TagListPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagListPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "86d278cbe9d0899bf0206c3df92eb968",
    "id": "a03f44349c254a85db5a1b1ef3b3ee78e2929f2befa89976080bf54cbcb80c10",
    "metadata": {},
    "name": "TagListPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation TagListPageDeleteMutation(\n  $ids: [ID!]!\n) {\n  deleteTags(ids: $ids) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f1ebfef1edf59d7759e0650b0672375e";

export default node;
