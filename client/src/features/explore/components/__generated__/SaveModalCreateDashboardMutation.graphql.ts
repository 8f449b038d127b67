/**
 * @generated SignedSource<<435b1554544cd3e4df16f65062647f23>>
 * @relayHash 8df5f57dd04255e718eafe00de7f65ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cc98c4c27e578c99ee599d8eba34dcf86bbe37d1702138f0ccd4eee12fbe0b1

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
export type SaveModalCreateDashboardMutation$variables = {
  input: DashboardFieldsInput;
};
export type SaveModalCreateDashboardMutation$data = {
  readonly createDashboard: {
    readonly __typename: string;
    readonly dashboard?: {
      readonly dashboardId: number;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type SaveModalCreateDashboardMutation = {
  response: SaveModalCreateDashboardMutation$data;
  variables: SaveModalCreateDashboardMutation$variables;
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
    "name": "createDashboard",
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
            "concreteType": "Dashboard",
            "kind": "LinkedField",
            "name": "dashboard",
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
                "name": "dashboardId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveDashboardPayload",
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
    "name": "SaveModalCreateDashboardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveModalCreateDashboardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8df5f57dd04255e718eafe00de7f65ba",
    "id": "5cc98c4c27e578c99ee599d8eba34dcf86bbe37d1702138f0ccd4eee12fbe0b1",
    "metadata": {},
    "name": "SaveModalCreateDashboardMutation",
    "operationKind": "mutation",
    "text": "mutation SaveModalCreateDashboardMutation(\n  $input: DashboardFieldsInput!\n) {\n  createDashboard(input: $input) {\n    __typename\n    ... on SaveDashboardPayload {\n      dashboard {\n        id\n        dashboardId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a9d4f1de8b35f728baf62fe4877da7df";

export default node;
