/**
 * @generated SignedSource<<f5bfa6720b670cae78439b6cf094a380>>
 * @relayHash 2560b5cfe94b7409bd72c3959174f96d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0f64edd4fc90e479b7292223609ebd642f7c24d355080a8fb1e8519cb3cd94e

import type { ConcreteRequest } from 'relay-runtime';
export type DashboardHeaderPublishMutation$variables = {
  id: string;
  published: boolean;
};
export type DashboardHeaderPublishMutation$data = {
  readonly publishDashboard: {
    readonly __typename: string;
    readonly dashboard?: {
      readonly changedOn: string;
      readonly changedOnDeltaHumanized: string;
      readonly id: string;
      readonly published: boolean;
    };
    readonly lastModifiedTime?: number;
    readonly message?: string;
  };
};
export type DashboardHeaderPublishMutation = {
  response: DashboardHeaderPublishMutation$data;
  variables: DashboardHeaderPublishMutation$variables;
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
    "name": "published"
  }
],
v1 = [
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
        "name": "published",
        "variableName": "published"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "publishDashboard",
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
                "name": "published",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changedOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changedOnDeltaHumanized",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastModifiedTime",
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
    "name": "DashboardHeaderPublishMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardHeaderPublishMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2560b5cfe94b7409bd72c3959174f96d",
    "id": "f0f64edd4fc90e479b7292223609ebd642f7c24d355080a8fb1e8519cb3cd94e",
    "metadata": {},
    "name": "DashboardHeaderPublishMutation",
    "operationKind": "mutation",
    "text": "mutation DashboardHeaderPublishMutation(\n  $id: ID!\n  $published: Boolean!\n) {\n  publishDashboard(id: $id, published: $published) {\n    __typename\n    ... on SaveDashboardPayload {\n      dashboard {\n        id\n        published\n        changedOn\n        changedOnDeltaHumanized\n      }\n      lastModifiedTime\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "242d2cce2b9da8499971f2684f2acfd1";

export default node;
