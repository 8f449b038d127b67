/**
 * @generated SignedSource<<cac230e831fc339b2ba9999f92ed4ca3>>
 * @relayHash 6aa74e62aadc325b4a0e0d28d5f94504
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 006314393dda4f4cb6aecad73855a0866ce423528c03355b2b03522aaa9920e9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RoleFormDialogUpdateMutation$variables = {
  id: string;
  name?: string | null | undefined;
  permissionIds?: ReadonlyArray<string> | null | undefined;
};
export type RoleFormDialogUpdateMutation$data = {
  readonly updateRole: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly role?: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"RoleFormDialog_role" | "RoleRow_role">;
    };
  };
};
export type RoleFormDialogUpdateMutation = {
  response: RoleFormDialogUpdateMutation$data;
  variables: RoleFormDialogUpdateMutation$variables;
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
    "name": "name"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "permissionIds"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
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
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RoleFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RoleRow_role"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RoleFormDialog_role"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SecurityRolePayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoleFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "builtin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "permissionsEditable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionResource",
                    "kind": "LinkedField",
                    "name": "permissions",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SecurityRolePayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6aa74e62aadc325b4a0e0d28d5f94504",
    "id": "006314393dda4f4cb6aecad73855a0866ce423528c03355b2b03522aaa9920e9",
    "metadata": {},
    "name": "RoleFormDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation RoleFormDialogUpdateMutation(\n  $id: ID!\n  $name: String\n  $permissionIds: [ID!]\n) {\n  updateRole(id: $id, name: $name, permissionIds: $permissionIds) {\n    __typename\n    ... on SecurityRolePayload {\n      role {\n        id\n        name\n        ...RoleRow_role\n        ...RoleFormDialog_role\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment RoleFormDialog_role on SecurityRole {\n  id\n  name\n  builtin\n  permissions {\n    id\n  }\n}\n\nfragment RoleRow_role on SecurityRole {\n  name\n  builtin\n  permissionsEditable\n  userCount\n  permissions {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d580ccaf72ec9e861e14cf1d53db0b3c";

export default node;
