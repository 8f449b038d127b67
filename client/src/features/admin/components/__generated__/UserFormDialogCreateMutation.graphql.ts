/**
 * @generated SignedSource<<714658e1a265b2d9de342938c7dd6e65>>
 * @relayHash e4c4ff2d83f6a251c21e50d10616e834
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f98049b55b2b4c7417e59c9afa2a16c25b1252fd05b79d37057fa9be3c05d1a

import type { ConcreteRequest } from 'relay-runtime';
export type UserAdminInput = {
  active?: boolean | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  roleIds?: ReadonlyArray<string> | null | undefined;
  username?: string | null | undefined;
};
export type UserFormDialogCreateMutation$variables = {
  input: UserAdminInput;
};
export type UserFormDialogCreateMutation$data = {
  readonly createUser: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly username: string;
    };
  };
};
export type UserFormDialogCreateMutation = {
  response: UserFormDialogCreateMutation$data;
  variables: UserFormDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createUser",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "username",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UserPayload",
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
    "name": "UserFormDialogCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormDialogCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e4c4ff2d83f6a251c21e50d10616e834",
    "id": "4f98049b55b2b4c7417e59c9afa2a16c25b1252fd05b79d37057fa9be3c05d1a",
    "metadata": {},
    "name": "UserFormDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation UserFormDialogCreateMutation(\n  $input: UserAdminInput!\n) {\n  createUser(input: $input) {\n    __typename\n    ... on UserPayload {\n      user {\n        id\n        username\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98957d604e9cf96e10ee3c13a17828a1";

export default node;
