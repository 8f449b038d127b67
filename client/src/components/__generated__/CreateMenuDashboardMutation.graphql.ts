/**
 * @generated SignedSource<<72ef0eb6a1eb7d4756fdcab64cc543a1>>
 * @relayHash a89f91582b4fdfe5778365ee08898672
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3dae280be82b64c9ba9a7258aa4b72f57f9d7f6f605c5d5dca76fef1a99854a7

import type { ConcreteRequest } from 'relay-runtime';
export type DashboardFieldsInput = {
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  css?: string | null | undefined;
  dashboardTitle?: string | null | undefined;
  jsonMetadata?: unknown | null | undefined;
  ownerIds?: ReadonlyArray<number> | null | undefined;
  positionJson?: unknown | null | undefined;
  published?: boolean | null | undefined;
  roleIds?: ReadonlyArray<number> | null | undefined;
  slug?: string | null | undefined;
};
export type CreateMenuDashboardMutation$variables = {
  input: DashboardFieldsInput;
};
export type CreateMenuDashboardMutation$data = {
  readonly createDashboard: {
    readonly __typename: string;
    readonly dashboard?: {
      readonly dashboardId: number;
    };
    readonly message?: string;
  };
};
export type CreateMenuDashboardMutation = {
  response: CreateMenuDashboardMutation$data;
  variables: CreateMenuDashboardMutation$variables;
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
  "name": "dashboardId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateMenuDashboardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createDashboard",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Dashboard",
                "kind": "LinkedField",
                "name": "dashboard",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
    "name": "CreateMenuDashboardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createDashboard",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Dashboard",
                "kind": "LinkedField",
                "name": "dashboard",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a89f91582b4fdfe5778365ee08898672",
    "id": "3dae280be82b64c9ba9a7258aa4b72f57f9d7f6f605c5d5dca76fef1a99854a7",
    "metadata": {},
    "name": "CreateMenuDashboardMutation",
    "operationKind": "mutation",
    "text": "mutation CreateMenuDashboardMutation(\n  $input: DashboardFieldsInput!\n) {\n  createDashboard(input: $input) {\n    __typename\n    ... on SaveDashboardPayload {\n      dashboard {\n        dashboardId\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f05a1c3f7e6a74d1215491c895896540";

export default node;
