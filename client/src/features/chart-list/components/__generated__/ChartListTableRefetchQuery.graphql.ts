/**
 * @generated SignedSource<<de904b0bbff9ba7ae894242c86613c5d>>
 * @relayHash 7fbb2899cecf7181adf0bda3ac9c21c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a934fc89c4f963620a2c6f6a121c2f66fa79f29ab538a2bd1b475851f5032339

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartOrderField = "CHANGED_ON" | "DATASOURCE_NAME" | "SLICE_NAME" | "VIZ_TYPE" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type ChartOrder = {
  direction: OrderDirection;
  field: ChartOrderField;
};
export type ChartListTableRefetchQuery$variables = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  first?: number | null | undefined;
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
    "name": "search",
    "variableName": "search"
  }
];
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
    "cacheID": "7fbb2899cecf7181adf0bda3ac9c21c2",
    "id": "a934fc89c4f963620a2c6f6a121c2f66fa79f29ab538a2bd1b475851f5032339",
    "metadata": {},
    "name": "ChartListTableRefetchQuery",
    "operationKind": "query",
    "text": "query ChartListTableRefetchQuery(\n  $after: String\n  $before: String\n  $first: Int = 25\n  $last: Int\n  $orderBy: ChartOrder = {field: CHANGED_ON, direction: DESC}\n  $search: String\n) {\n  ...ChartListTable_query_1GGnss\n}\n\nfragment ChartCard_chart on Chart {\n  chartId\n  sliceName\n  vizType\n  datasourceName\n  thumbnailUrl\n  changedOnDeltaHumanized\n  ...ChartFavoriteStar_chart\n}\n\nfragment ChartFavoriteStar_chart on Chart {\n  id\n  sliceName\n  isFavorite\n}\n\nfragment ChartListRow_chart on Chart {\n  chartId\n  sliceName\n  vizType\n  datasourceName\n  changedOn\n  changedOnDeltaHumanized\n  certifiedBy\n  certificationDetails\n  viewerCanEdit\n  ...ChartFavoriteStar_chart\n}\n\nfragment ChartListTable_query_1GGnss on Query {\n  charts(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        chartId\n        sliceName\n        viewerCanEdit\n        ...ChartListRow_chart\n        ...ChartCard_chart\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc9b4ba5e828a74b6f4b9763f32b3722";

export default node;
