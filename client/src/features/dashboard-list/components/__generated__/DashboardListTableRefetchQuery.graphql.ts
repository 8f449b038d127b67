/**
 * @generated SignedSource<<f552f2359d04341cddfbbaa66047ce91>>
 * @relayHash b2f3bb502ec8c65ea81af0a7d5c75112
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3684717f700f5298b800f4964d983d68b72bfb1d4492460fc8aec589fc3ad776

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardFilterColumn = "CHANGED_BY" | "CREATED_BY" | "DASHBOARD_TITLE" | "ID" | "OWNERS" | "PUBLISHED" | "ROLES" | "SLUG" | "TAGS" | "UUID" | "%future added value";
export type DashboardFilterOperator = "CT" | "DASHBOARD_CREATED_BY_ME" | "DASHBOARD_HAS_CREATED_BY" | "DASHBOARD_IS_CERTIFIED" | "DASHBOARD_IS_FAVORITE" | "DASHBOARD_TAGS" | "DASHBOARD_TAG_ID" | "EQ" | "EW" | "GT" | "IN" | "LT" | "NCT" | "NEQ" | "NEW" | "NOT_IN" | "NREL_O_M" | "NSW" | "REL_M_M" | "REL_O_M" | "SW" | "TITLE_OR_SLUG" | "%future added value";
export type DashboardOrderField = "CHANGED_ON" | "DASHBOARD_TITLE" | "PUBLISHED" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DashboardFilter = {
  column: DashboardFilterColumn;
  operator: DashboardFilterOperator;
  value?: unknown | null | undefined;
};
export type DashboardOrder = {
  direction: OrderDirection;
  field: DashboardOrderField;
};
export type DashboardListTableRefetchQuery$variables = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  certified?: boolean | null | undefined;
  favorite?: boolean | null | undefined;
  filters?: ReadonlyArray<DashboardFilter> | null | undefined;
  first?: number | null | undefined;
  last?: number | null | undefined;
  orderBy?: DashboardOrder | null | undefined;
  published?: boolean | null | undefined;
  search?: string | null | undefined;
};
export type DashboardListTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DashboardListTable_query">;
};
export type DashboardListTableRefetchQuery = {
  response: DashboardListTableRefetchQuery$data;
  variables: DashboardListTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "before"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "certified"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "favorite"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filters"
  },
  {
    "defaultValue": 25,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "last"
  },
  {
    "defaultValue": {
      "direction": "DESC",
      "field": "CHANGED_ON"
    },
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "published"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "before",
    "variableName": "before"
  },
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
    "name": "last",
    "variableName": "last"
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardListTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DashboardListTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardListTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                      (v2/*:: as any*/)
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
                      (v2/*:: as any*/)
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
        "args": (v1/*:: as any*/),
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
    "cacheID": "b2f3bb502ec8c65ea81af0a7d5c75112",
    "id": "3684717f700f5298b800f4964d983d68b72bfb1d4492460fc8aec589fc3ad776",
    "metadata": {},
    "name": "DashboardListTableRefetchQuery",
    "operationKind": "query",
    "text": "query DashboardListTableRefetchQuery(\n  $after: String\n  $before: String\n  $certified: Boolean\n  $favorite: Boolean\n  $filters: [DashboardFilter!]\n  $first: Int = 25\n  $last: Int\n  $orderBy: DashboardOrder = {field: CHANGED_ON, direction: DESC}\n  $published: Boolean\n  $search: String\n) {\n  ...DashboardListTable_query_r2dmv\n}\n\nfragment DashboardCard_dashboard on Dashboard {\n  dashboardId\n  dashboardTitle\n  slug\n  published\n  thumbnailUrl\n  changedOnDeltaHumanized\n  ...DashboardFavoriteStar_dashboard\n}\n\nfragment DashboardFavoriteStar_dashboard on Dashboard {\n  id\n  dashboardTitle\n  isFavorite\n}\n\nfragment DashboardListRow_dashboard on Dashboard {\n  dashboardId\n  dashboardTitle\n  slug\n  published\n  certifiedBy\n  certificationDetails\n  changedOn\n  changedOnDeltaHumanized\n  owners {\n    firstName\n    lastName\n    id\n  }\n  tags {\n    tagId\n    name\n    id\n  }\n  ...DashboardFavoriteStar_dashboard\n}\n\nfragment DashboardListTable_query_r2dmv on Query {\n  dashboards(first: $first, after: $after, last: $last, before: $before, search: $search, published: $published, certified: $certified, favorite: $favorite, filters: $filters, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        dashboardId\n        dashboardTitle\n        viewerCanEdit\n        ...DashboardListRow_dashboard\n        ...DashboardPropertiesDialog_dashboard\n        ...DashboardCard_dashboard\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n\nfragment DashboardPropertiesDialog_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  tags {\n    name\n    id\n  }\n  slug\n  certifiedBy\n  certificationDetails\n}\n"
  }
};
})();

(node as any).hash = "c0caadef3f203fde716f1bff2cbac401";

export default node;
