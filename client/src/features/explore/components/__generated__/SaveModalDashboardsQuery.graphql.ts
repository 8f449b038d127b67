/**
 * @generated SignedSource<<a31f6abe6cf909267220bfbad2ce99b1>>
 * @relayHash 74768c5c62877a25788285358ad50bbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8528acb7f146c8763ac2dc1c7888efb86e9985df11118d175577ac1eaeba8ac

import type { ConcreteRequest } from 'relay-runtime';
export type SaveModalDashboardsQuery$variables = Record<PropertyKey, never>;
export type SaveModalDashboardsQuery$data = {
  readonly dashboards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dashboardId: number;
        readonly dashboardTitle: string;
        readonly id: string;
        readonly viewerCanEdit: boolean;
      };
    }>;
  };
};
export type SaveModalDashboardsQuery = {
  response: SaveModalDashboardsQuery$data;
  variables: SaveModalDashboardsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": {
          "direction": "ASC",
          "field": "DASHBOARD_TITLE"
        }
      }
    ],
    "concreteType": "DashboardConnection",
    "kind": "LinkedField",
    "name": "dashboards",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DashboardEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Dashboard",
            "kind": "LinkedField",
            "name": "node",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dashboardTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanEdit",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "dashboards(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"DASHBOARD_TITLE\"})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveModalDashboardsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SaveModalDashboardsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "74768c5c62877a25788285358ad50bbc",
    "id": "c8528acb7f146c8763ac2dc1c7888efb86e9985df11118d175577ac1eaeba8ac",
    "metadata": {},
    "name": "SaveModalDashboardsQuery",
    "operationKind": "query",
    "text": "query SaveModalDashboardsQuery {\n  dashboards(first: 100, orderBy: {field: DASHBOARD_TITLE, direction: ASC}) {\n    edges {\n      node {\n        id\n        dashboardId\n        dashboardTitle\n        viewerCanEdit\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "476d2b290a92c1e65e5a13e235056af1";

export default node;
