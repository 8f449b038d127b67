/**
 * @generated SignedSource<<2ed6710fcd80f8e9442048137cca10bb>>
 * @relayHash 1a0f995de0922b81788553e2c75522f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e288a6e06e0b4c49331d1ecdc4e092c5e668c66f8f3d92e5cbada8ee51a3ccf5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MyProfileInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
};
export type ProfilePageUpdateMutation$variables = {
  input: MyProfileInput;
};
export type ProfilePageUpdateMutation$data = {
  readonly updateMyProfile: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly user?: {
      readonly email: string | null | undefined;
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
      readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
    };
  };
};
export type ProfilePageUpdateMutation = {
  response: ProfilePageUpdateMutation$data;
  variables: ProfilePageUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
  "name": "firstName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*:: as any*/),
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
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePageUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateMyProfile",
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "UserMenu_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UserPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/)
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
    "name": "ProfilePageUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateMyProfile",
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "username",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Permission",
                    "kind": "LinkedField",
                    "name": "permissions",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewMenu",
                        "storageKey": null
                      }
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
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1a0f995de0922b81788553e2c75522f1",
    "id": "e288a6e06e0b4c49331d1ecdc4e092c5e668c66f8f3d92e5cbada8ee51a3ccf5",
    "metadata": {},
    "name": "ProfilePageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ProfilePageUpdateMutation(\n  $input: MyProfileInput!\n) {\n  updateMyProfile(input: $input) {\n    __typename\n    ... on UserPayload {\n      user {\n        id\n        firstName\n        lastName\n        email\n        ...UserMenu_viewer\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment UserMenu_viewer on User {\n  username\n  firstName\n  lastName\n  permissions {\n    name\n    viewMenu\n  }\n}\n"
  }
};
})();

(node as any).hash = "baf3061cf4cff3202279dc3fd50d37ad";

export default node;
