/**
 * @generated SignedSource<<0907ceae2cdf9c7807ae004021a3ad5e>>
 * @relayHash 2d6f27e5b30269b62a7e3e16dcc78a9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4d1b463e5848f735c4bad1c8b4c94a5f350c80a096fe10c4fb92900688d7003

import type { ConcreteRequest } from 'relay-runtime';
export type NativeFiltersAreaCreateMutation$variables = {
  dashboardId: string;
  value: unknown;
};
export type NativeFiltersAreaCreateMutation$data = {
  readonly createDashboardFilterState: {
    readonly __typename: string;
    readonly key?: string;
    readonly message?: string;
  };
};
export type NativeFiltersAreaCreateMutation = {
  response: NativeFiltersAreaCreateMutation$data;
  variables: NativeFiltersAreaCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dashboardId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "value"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "dashboardId",
        "variableName": "dashboardId"
      },
      {
        "kind": "Variable",
        "name": "value",
        "variableName": "value"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createDashboardFilterState",
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
            "name": "key",
            "storageKey": null
          }
        ],
        "type": "TemporaryStatePayload",
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
    "name": "NativeFiltersAreaCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NativeFiltersAreaCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2d6f27e5b30269b62a7e3e16dcc78a9b",
    "id": "b4d1b463e5848f735c4bad1c8b4c94a5f350c80a096fe10c4fb92900688d7003",
    "metadata": {},
    "name": "NativeFiltersAreaCreateMutation",
    "operationKind": "mutation",
    "text": "mutation NativeFiltersAreaCreateMutation(\n  $dashboardId: ID!\n  $value: JSON!\n) {\n  createDashboardFilterState(dashboardId: $dashboardId, value: $value) {\n    __typename\n    ... on TemporaryStatePayload {\n      key\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd975e9bda5d3cd0f46cded882e07424";

export default node;
