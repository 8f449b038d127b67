/**
 * @generated SignedSource<<7682010e7318f416060d935dde35e4b8>>
 * @relayHash 6a8c3f13b7119568825054f7ce351553
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e7bb207ab70c4ea738d8c6ddb972a45b3a7fe1ed1301b3d907499f584bf5e6f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartFilterColumn = "CHANGED_BY" | "CREATED_BY" | "DASHBOARDS" | "DATASOURCE_ID" | "DATASOURCE_NAME" | "DATASOURCE_TYPE" | "DESCRIPTION" | "ID" | "LAST_SAVED_AT" | "LAST_SAVED_BY" | "OWNERS" | "SLICE_NAME" | "TAGS" | "UUID" | "VIZ_TYPE" | "%future added value";
export type ChartFilterOperator = "CHART_ALL_TEXT" | "CHART_CREATED_BY_ME" | "CHART_HAS_CREATED_BY" | "CHART_IN_DASHBOARDS" | "CHART_IS_CERTIFIED" | "CHART_IS_FAVORITE" | "CHART_OWNED_CREATED_FAVORED_BY_ME" | "CHART_TAGS" | "CHART_TAG_ID" | "CT" | "EQ" | "EW" | "GT" | "IN" | "LT" | "NCT" | "NEQ" | "NEW" | "NOT_IN" | "NREL_O_M" | "NSW" | "REL_M_M" | "REL_O_M" | "SW" | "%future added value";
export type ChartOrderField = "CHANGED_ON" | "DATASOURCE_NAME" | "SLICE_NAME" | "VIZ_TYPE" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type ChartFilter = {
  column: ChartFilterColumn;
  operator: ChartFilterOperator;
  value?: unknown | null | undefined;
};
export type ChartOrder = {
  direction: OrderDirection;
  field: ChartOrderField;
};
export type ChartListTableRefetchQuery$variables = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  filters?: ReadonlyArray<ChartFilter> | null | undefined;
  first?: number | null | undefined;
  isCertified?: boolean | null | undefined;
  isFavorite?: boolean | null | undefined;
  last?: number | null | undefined;
  orderBy?: ChartOrder | null | undefined;
  search?: string | null | undefined;
};
export type ChartListTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChartListTable_query">;
};
export type ChartListTableRefetchQuery = {
  response: ChartListTableRefetchQuery$data;
  variables: ChartListTableRefetchQuery$variables;
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
    "name": "isCertified"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isFavorite"
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
    "name": "isCertified",
    "variableName": "isCertified"
  },
  {
    "kind": "Variable",
    "name": "isFavorite",
    "variableName": "isFavorite"
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
    "name": "ChartListTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ChartListTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChartListTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
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
            "concreteType": "ChartEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chart",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "chartId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sliceName",
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
                    "name": "vizType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "datasourceName",
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
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cacheTimeout",
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
          "isCertified",
          "isFavorite",
          "filters",
          "orderBy"
        ],
        "handle": "connection",
        "key": "ChartListTable_charts",
        "kind": "LinkedHandle",
        "name": "charts"
      }
    ]
  },
  "params": {
    "cacheID": "6a8c3f13b7119568825054f7ce351553",
    "id": "6e7bb207ab70c4ea738d8c6ddb972a45b3a7fe1ed1301b3d907499f584bf5e6f",
    "metadata": {},
    "name": "ChartListTableRefetchQuery",
    "operationKind": "query",
    "text": "query ChartListTableRefetchQuery(\n  $after: String\n  $before: String\n  $filters: [ChartFilter!]\n  $first: Int = 25\n  $isCertified: Boolean\n  $isFavorite: Boolean\n  $last: Int\n  $orderBy: ChartOrder = {field: CHANGED_ON, direction: DESC}\n  $search: String\n) {\n  ...ChartListTable_query_3yKyiU\n}\n\nfragment ChartCard_chart on Chart {\n  chartId\n  sliceName\n  vizType\n  datasourceName\n  thumbnailUrl\n  changedOnDeltaHumanized\n  ...ChartFavoriteStar_chart\n}\n\nfragment ChartFavoriteStar_chart on Chart {\n  id\n  sliceName\n  isFavorite\n}\n\nfragment ChartListRow_chart on Chart {\n  chartId\n  sliceName\n  vizType\n  datasourceName\n  changedOn\n  changedOnDeltaHumanized\n  certifiedBy\n  certificationDetails\n  viewerCanEdit\n  tags {\n    tagId\n    name\n    id\n  }\n  ...ChartFavoriteStar_chart\n}\n\nfragment ChartListTable_query_3yKyiU on Query {\n  charts(first: $first, after: $after, last: $last, before: $before, search: $search, isCertified: $isCertified, isFavorite: $isFavorite, filters: $filters, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        chartId\n        sliceName\n        viewerCanEdit\n        ...ChartListRow_chart\n        ...ChartPropertiesDialog_chart\n        ...ChartCard_chart\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n\nfragment ChartPropertiesDialog_chart on Chart {\n  id\n  chartId\n  sliceName\n  tags {\n    name\n    id\n  }\n  description\n  cacheTimeout\n  certifiedBy\n  certificationDetails\n}\n"
  }
};
})();

(node as any).hash = "be8cf04c22969b3aaf98b9c3b93f8070";

export default node;
