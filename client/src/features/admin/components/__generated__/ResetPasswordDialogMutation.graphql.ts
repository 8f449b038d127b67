/**
 * @generated SignedSource<<2524f02eb1f23296ad69c0799af8b887>>
 * @relayHash 8c2fb1a43785eebc2dd105c50c868764
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bc514c87e054c8a689b093833e071a6d39fdfd0c20eb5b031fb29aa71927feb

import type { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordDialogMutation$variables = {
  id: string;
  password: string;
};
export type ResetPasswordDialogMutation$data = {
  readonly resetUserPassword: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
  };
};
export type ResetPasswordDialogMutation = {
  response: ResetPasswordDialogMutation$data;
  variables: ResetPasswordDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "password",
        "variableName": "password"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resetUserPassword",
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
    "name": "ResetPasswordDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "8c2fb1a43785eebc2dd105c50c868764",
    "id": "9bc514c87e054c8a689b093833e071a6d39fdfd0c20eb5b031fb29aa71927feb",
    "metadata": {},
    "name": "ResetPasswordDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ResetPasswordDialogMutation(\n  $id: ID!\n  $password: String!\n) {\n  resetUserPassword(id: $id, password: $password) {\n    __typename\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a0a3f3065a7ff5ad19d6fef16a09fdd4";

export default node;
