/**
 * @generated SignedSource<<ceb284d29dd783764284b1a0df27faba>>
 * @relayHash 24aee22bc2a553e9326b2ae8daa7ca31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dac1be3496b5f0571db635544c27f25300ea12efe4a5d94d8ce3ea722a199fb8

import type { ConcreteRequest } from 'relay-runtime';
export type useDeleteDatabaseMutation$variables = {
  id: string;
};
export type useDeleteDatabaseMutation$data = {
  readonly deleteDatabase: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type useDeleteDatabaseMutation = {
  response: useDeleteDatabaseMutation$data;
  variables: useDeleteDatabaseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteDatabase",
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
    "name": "useDeleteDatabaseMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteDatabaseMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "24aee22bc2a553e9326b2ae8daa7ca31",
    "id": "dac1be3496b5f0571db635544c27f25300ea12efe4a5d94d8ce3ea722a199fb8",
    "metadata": {},
    "name": "useDeleteDatabaseMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteDatabaseMutation(\n  $id: ID!\n) {\n  deleteDatabase(id: $id) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a7b2d46b98e4806500d2389dbdbf473c";

export default node;
