/**
 * @generated SignedSource<<df9e88dc4fa17d90adc962b4cd5e7946>>
 * @relayHash 68211d3030845bbc33d469f31ade2ecb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb2932bc440f1105d2a43621ead9cc2c18d3923ca97817f1fa8079e71551de97

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardOrderField = "CHANGED_ON" | "DASHBOARD_TITLE" | "PUBLISHED" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DashboardOrder = {
  direction: OrderDirection;
  field: DashboardOrderField;
};
export type DashboardListPageQuery$variables = {
  certified?: boolean | null | undefined;
  favorite?: boolean | null | undefined;
  first: number;
  orderBy?: DashboardOrder | null | undefined;
  ownedByMe?: boolean | null | undefined;
  published?: boolean | null | undefined;
  search?: string | null | undefined;
};
export type DashboardListPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DashboardListTable_query">;
};
export type DashboardListPageQuery = {
  response: DashboardListPageQuery$data;
  variables: DashboardListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "certified"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "favorite"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ownedByMe"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "published"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = [
  {
    "kind": "Variable",
    "name": "certified",
    "variableName": "certified"
  },
  {
    "kind": "Variable",
    "name": "favorite",
    "variableName": "favorite"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "ownedByMe",
    "variableName": "ownedByMe"
  },
  {
    "kind": "Variable",
    "name": "published",
    "variableName": "published"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardListPageQuery",
    "selections": [
      {
        "args": (v7/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DashboardListTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "DashboardConnection",
        "kind": "LinkedField",
        "name": "dashboards",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                  (v8/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
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
                    "name": "certifiedBy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "certificationDetails",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "owners",
                    "plural": true,
                    "selections": [
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
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFavorite",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumbnailUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPreviousPage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startCursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "filters": [
          "search",
          "published",
          "certified",
          "favorite",
          "ownedByMe",
          "orderBy"
        ],
        "handle": "connection",
        "key": "DashboardListTable_dashboards",
        "kind": "LinkedHandle",
        "name": "dashboards"
      }
    ]
  },
  "params": {
    "cacheID": "68211d3030845bbc33d469f31ade2ecb",
    "id": "bb2932bc440f1105d2a43621ead9cc2c18d3923ca97817f1fa8079e71551de97",
    "metadata": {},
    "name": "DashboardListPageQuery",
    "operationKind": "query",
    "text": "query DashboardListPageQuery(\n  $first: Int!\n  $search: String\n  $orderBy: DashboardOrder\n  $published: Boolean\n  $certified: Boolean\n  $favorite: Boolean\n  $ownedByMe: Boolean\n) {\n  ...DashboardListTable_query_2B0zd4\n}\n\nfragment DashboardCard_dashboard on Dashboard {\n  dashboardId\n  dashboardTitle\n  slug\n  published\n  thumbnailUrl\n  changedOnDeltaHumanized\n  ...DashboardFavoriteStar_dashboard\n}\n\nfragment DashboardFavoriteStar_dashboard on Dashboard {\n  id\n  dashboardTitle\n  isFavorite\n}\n\nfragment DashboardListRow_dashboard on Dashboard {\n  dashboardId\n  dashboardTitle\n  slug\n  published\n  certifiedBy\n  certificationDetails\n  changedOn\n  changedOnDeltaHumanized\n  owners {\n    firstName\n    lastName\n    id\n  }\n  ...DashboardFavoriteStar_dashboard\n}\n\nfragment DashboardListTable_query_2B0zd4 on Query {\n  dashboards(first: $first, search: $search, published: $published, certified: $certified, favorite: $favorite, ownedByMe: $ownedByMe, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        dashboardId\n        dashboardTitle\n        viewerCanEdit\n        ...DashboardListRow_dashboard\n        ...DashboardCard_dashboard\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "187c3c30a5fc69a508be1e701de06159";

export default node;
