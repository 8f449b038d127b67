/**
 * @generated SignedSource<<2ba6dc66abc7ab2cb1bf1e7e446ff255>>
 * @relayHash 53c1914db33ce350f6466282e13f823a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6f016cc6b54f5e4ef756853b16a1e00b36b30a075a535b48f5b72c9986803c8

import type { ConcreteRequest } from 'relay-runtime';
export type RoleFormDialogCreateMutation$variables = {
  name: string;
  permissionIds?: ReadonlyArray<string> | null | undefined;
};
export type RoleFormDialogCreateMutation$data = {
  readonly createRole: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly role?: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type RoleFormDialogCreateMutation = {
  response: RoleFormDialogCreateMutation$data;
  variables: RoleFormDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "permissionIds"
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
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "permissionIds",
        "variableName": "permissionIds"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createRole",
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
            "concreteType": "SecurityRole",
            "kind": "LinkedField",
            "name": "role",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SecurityRolePayload",
        "abstractKey": null
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
    "name": "RoleFormDialogCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoleFormDialogCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "53c1914db33ce350f6466282e13f823a",
    "id": "b6f016cc6b54f5e4ef756853b16a1e00b36b30a075a535b48f5b72c9986803c8",
    "metadata": {},
    "name": "RoleFormDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RoleFormDialogCreateMutation(\n  $name: String!\n  $permissionIds: [ID!]\n) {\n  createRole(name: $name, permissionIds: $permissionIds) {\n    __typename\n    ... on SecurityRolePayload {\n      role {\n        id\n        name\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4739bfce8b265160274e4d531ed679cb";

export default node;
