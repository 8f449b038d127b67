/**
 * @generated SignedSource<<3a13e806f2dc8f31685b8ccb9f93fcf8>>
 * @relayHash 770c436f8b6e96c4520e9c4f0a5dc858
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95cefc89d45005a36be62355d217e64af927f59e756f2f97b837527697745e5f

import type { ConcreteRequest } from 'relay-runtime';
export type RolesTableDeleteMutation$variables = {
  id: string;
};
export type RolesTableDeleteMutation$data = {
  readonly deleteRole: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type RolesTableDeleteMutation = {
  response: RolesTableDeleteMutation$data;
  variables: RolesTableDeleteMutation$variables;
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
    "name": "deleteRole",
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
    "name": "RolesTableDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RolesTableDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "770c436f8b6e96c4520e9c4f0a5dc858",
    "id": "95cefc89d45005a36be62355d217e64af927f59e756f2f97b837527697745e5f",
    "metadata": {},
    "name": "RolesTableDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation RolesTableDeleteMutation(\n  $id: ID!\n) {\n  deleteRole(id: $id) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f81d80761c2308490b13c19fa6e4e3bc";

export default node;
