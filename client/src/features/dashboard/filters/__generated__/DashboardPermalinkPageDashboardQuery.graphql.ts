/**
 * @generated SignedSource<<5ac320a04bd96f3d2aae6badf1320aef>>
 * @relayHash b4c5168aae1a6923083d327a72e31169
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50299c5bf9a5f3e1814c0c3be3e2ab51b775e2fb03c3874e7821458a40d39b9d

import type { ConcreteRequest } from 'relay-runtime';
export type DashboardPermalinkPageDashboardQuery$variables = {
  uuid: unknown;
};
export type DashboardPermalinkPageDashboardQuery$data = {
  readonly dashboards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly dashboardId: number;
        readonly id: string;
      };
    }>;
  };
};
export type DashboardPermalinkPageDashboardQuery = {
  response: DashboardPermalinkPageDashboardQuery$data;
  variables: DashboardPermalinkPageDashboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uuid"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "items": [
          {
            "fields": [
              {
                "kind": "Literal",
                "name": "column",
                "value": "UUID"
              },
              {
                "kind": "Literal",
                "name": "operator",
                "value": "EQ"
              },
              {
                "kind": "Variable",
                "name": "value",
                "variableName": "uuid"
              }
            ],
            "kind": "ObjectValue",
            "name": "filters.0"
          }
        ],
        "kind": "ListValue",
        "name": "filters"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "DashboardPermalinkPageDashboardQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardPermalinkPageDashboardQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b4c5168aae1a6923083d327a72e31169",
    "id": "50299c5bf9a5f3e1814c0c3be3e2ab51b775e2fb03c3874e7821458a40d39b9d",
    "metadata": {},
    "name": "DashboardPermalinkPageDashboardQuery",
    "operationKind": "query",
    "text": "query DashboardPermalinkPageDashboardQuery(\n  $uuid: JSON!\n) {\n  dashboards(first: 1, filters: [{column: UUID, operator: EQ, value: $uuid}]) {\n    edges {\n      node {\n        id\n        dashboardId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "978ec1b5f698fe7958339e3cd408a039";

export default node;
