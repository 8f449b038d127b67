/**
 * @generated SignedSource<<154ef5007bdde9559b29b623ba1f3c26>>
 * @relayHash 0ed28c0eef5294aa966d23fb544450c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2396abfc02882ee8d7988bee3bcff856892efd764f34cfe21403da40f7bbfe2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserAdminInput = {
  active?: boolean | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  roleIds?: ReadonlyArray<string> | null | undefined;
  username?: string | null | undefined;
};
export type UserFormDialogUpdateMutation$variables = {
  id: string;
  input: UserAdminInput;
};
export type UserFormDialogUpdateMutation$data = {
  readonly updateUser: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly username: string;
      readonly " $fragmentSpreads": FragmentRefs<"UserFormDialog_user" | "UserRow_user">;
    };
  };
};
export type UserFormDialogUpdateMutation = {
  response: UserFormDialogUpdateMutation$data;
  variables: UserFormDialogUpdateMutation$variables;
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
    "name": "input"
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
    "name": "input",
    "variableName": "input"
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
  "name": "username",
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
    "name": "UserFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "UserRow_user"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "UserFormDialog_user"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UserPayload",
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
    "name": "UserFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SecurityRole",
                    "kind": "LinkedField",
                    "name": "assignedRoles",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UserPayload",
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
    "cacheID": "0ed28c0eef5294aa966d23fb544450c6",
    "id": "b2396abfc02882ee8d7988bee3bcff856892efd764f34cfe21403da40f7bbfe2",
    "metadata": {},
    "name": "UserFormDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation UserFormDialogUpdateMutation(\n  $id: ID!\n  $input: UserAdminInput!\n) {\n  updateUser(id: $id, input: $input) {\n    __typename\n    ... on UserPayload {\n      user {\n        id\n        username\n        ...UserRow_user\n        ...UserFormDialog_user\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment UserFormDialog_user on User {\n  id\n  username\n  firstName\n  lastName\n  email\n  active\n  assignedRoles {\n    id\n  }\n}\n\nfragment UserRow_user on User {\n  username\n  firstName\n  lastName\n  email\n  active\n  assignedRoles {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb0ace6b7470f9e7fac4ba0111b2ec88";

export default node;
