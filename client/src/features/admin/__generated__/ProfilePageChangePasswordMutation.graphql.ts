/**
 * @generated SignedSource<<3a62b96a5e6b1414c4d67fcf9f5ad4c7>>
 * @relayHash cf48a68ac2f09f33f6bb0b48d2b9fc8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d342e0415064af9823a8b6770ec6591e100472bc2df8dafba834a3a489520e0d

import type { ConcreteRequest } from 'relay-runtime';
export type ProfilePageChangePasswordMutation$variables = {
  current: string;
  password: string;
};
export type ProfilePageChangePasswordMutation$data = {
  readonly changeMyPassword: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
  };
};
export type ProfilePageChangePasswordMutation = {
  response: ProfilePageChangePasswordMutation$data;
  variables: ProfilePageChangePasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "current"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "password"
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
        "name": "currentPassword",
        "variableName": "current"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "changeMyPassword",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fieldErrors",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "ProfilePageChangePasswordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePageChangePasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "cf48a68ac2f09f33f6bb0b48d2b9fc8b",
    "id": "d342e0415064af9823a8b6770ec6591e100472bc2df8dafba834a3a489520e0d",
    "metadata": {},
    "name": "ProfilePageChangePasswordMutation",
    "operationKind": "mutation",
    "text": "mutation ProfilePageChangePasswordMutation(\n  $current: String!\n  $password: String!\n) {\n  changeMyPassword(currentPassword: $current, password: $password) {\n    __typename\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "70089ab8a4d37eded996b37ffc4d642d";

export default node;
