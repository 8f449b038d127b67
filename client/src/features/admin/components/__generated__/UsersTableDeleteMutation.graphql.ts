/**
 * @generated SignedSource<<c9db3df739c7944f316bb063a3e0478b>>
 * @relayHash 64a1cf13a9c02248bb7a68f96bfc1cb5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f474a9e323f143ea4acc404fa2e0ff90a131410dc640864c5709ed9e7513c8a5

import type { ConcreteRequest } from 'relay-runtime';
export type UsersTableDeleteMutation$variables = {
  id: string;
};
export type UsersTableDeleteMutation$data = {
  readonly deleteUser: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type UsersTableDeleteMutation = {
  response: UsersTableDeleteMutation$data;
  variables: UsersTableDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
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
    "name": "deleteUser",
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
          }
        ],
        "type": "DeletePayload",
        "abstractKey": null
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
    "name": "UsersTableDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UsersTableDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "64a1cf13a9c02248bb7a68f96bfc1cb5",
    "id": "f474a9e323f143ea4acc404fa2e0ff90a131410dc640864c5709ed9e7513c8a5",
    "metadata": {},
    "name": "UsersTableDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation UsersTableDeleteMutation(\n  $id: ID!\n) {\n  deleteUser(id: $id) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1823c28cac3366e9e4c43e33722d3ced";

export default node;
