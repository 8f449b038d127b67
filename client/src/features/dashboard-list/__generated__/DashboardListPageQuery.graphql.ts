/**
 * @generated SignedSource<<f6fbbbfaa03cbeffc6ffafb6486284a3>>
 * @relayHash c32cb394c8a31d471d6ac4047adda49c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d75adca4153cedc49535157a79572f73a54df92116f6a20f8f235311a0e9446c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardFilterColumn = "CHANGED_BY" | "CREATED_BY" | "DASHBOARD_TITLE" | "ID" | "OWNERS" | "PUBLISHED" | "ROLES" | "SLUG" | "TAGS" | "UUID" | "%future added value";
export type DashboardFilterOperator = "CT" | "DASHBOARD_CREATED_BY_ME" | "DASHBOARD_HAS_CREATED_BY" | "DASHBOARD_IS_CERTIFIED" | "DASHBOARD_IS_FAVORITE" | "DASHBOARD_TAGS" | "DASHBOARD_TAG_ID" | "EQ" | "EW" | "GT" | "IN" | "LT" | "NCT" | "NEQ" | "NEW" | "NOT_IN" | "NREL_O_M" | "NSW" | "REL_M_M" | "REL_O_M" | "SW" | "TITLE_OR_SLUG" | "%future added value";
export type DashboardOrderField = "CHANGED_ON" | "DASHBOARD_TITLE" | "PUBLISHED" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DashboardOrder = {
  direction: OrderDirection;
  field: DashboardOrderField;
};
export type DashboardFilter = {
  column: DashboardFilterColumn;
  operator: DashboardFilterOperator;
  value?: unknown | null | undefined;
};
export type DashboardListPageQuery$variables = {
  certified?: boolean | null | undefined;
  favorite?: boolean | null | undefined;
  filters?: ReadonlyArray<DashboardFilter> | null | undefined;
  first: number;
  orderBy?: DashboardOrder | null | undefined;
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
  "name": "filters"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
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
    "name": "filters",
    "variableName": "filters"
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
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
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
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "tags",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tagId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
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
          "filters",
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
    "cacheID": "c32cb394c8a31d471d6ac4047adda49c",
    "id": "d75adca4153cedc49535157a79572f73a54df92116f6a20f8f235311a0e9446c",
    "metadata": {},
    "name": "DashboardListPageQuery",
    "operationKind": "query",
    "text": "query DashboardListPageQuery(\n  $first: Int!\n  $search: String\n  $orderBy: DashboardOrder\n  $published: Boolean\n  $certified: Boolean\n  $favorite: Boolean\n  $filters: [DashboardFilter!]\n) {\n  ...DashboardListTable_query_3ObCBd\n}\n\nfragment DashboardCard_dashboard on Dashboard {\n  dashboardId\n  dashboardTitle\n  slug\n  published\n  thumbnailUrl\n  changedOnDeltaHumanized\n  ...DashboardFavoriteStar_dashboard\n}\n\nfragment DashboardFavoriteStar_dashboard on Dashboard {\n  id\n  dashboardTitle\n  isFavorite\n}\n\nfragment DashboardListRow_dashboard on Dashboard {\n  dashboardId\n  dashboardTitle\n  slug\n  published\n  certifiedBy\n  certificationDetails\n  changedOn\n  changedOnDeltaHumanized\n  owners {\n    firstName\n    lastName\n    id\n  }\n  tags {\n    tagId\n    name\n    id\n  }\n  ...DashboardFavoriteStar_dashboard\n}\n\nfragment DashboardListTable_query_3ObCBd on Query {\n  dashboards(first: $first, search: $search, published: $published, certified: $certified, favorite: $favorite, filters: $filters, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        dashboardId\n        dashboardTitle\n        viewerCanEdit\n        ...DashboardListRow_dashboard\n        ...DashboardPropertiesDialog_dashboard\n        ...DashboardCard_dashboard\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n\nfragment DashboardPropertiesDialog_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  tags {\n    name\n    id\n  }\n  slug\n  certifiedBy\n  certificationDetails\n}\n"
  }
};
})();

(node as any).hash = "32146e811cd3cadffea0140fb85a232d";

export default node;
