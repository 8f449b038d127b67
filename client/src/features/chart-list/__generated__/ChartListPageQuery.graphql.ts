/**
 * @generated SignedSource<<44b116ebfcb9c8fa1d4aab2641920fe6>>
 * @relayHash cf687e217afddd724eb477a07c55a996
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5c696856a5237209e06101cbfd9a1de5c88760ecfffc5e2fef37e6abd66f783

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartOrderField = "CHANGED_ON" | "DATASOURCE_NAME" | "SLICE_NAME" | "VIZ_TYPE" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type ChartOrder = {
  direction: OrderDirection;
  field: ChartOrderField;
};
export type ChartListPageQuery$variables = {
  first: number;
  orderBy?: ChartOrder | null | undefined;
  search?: string | null | undefined;
};
export type ChartListPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChartListTable_query">;
};
export type ChartListPageQuery = {
  response: ChartListPageQuery$data;
  variables: ChartListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = [
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
    "name": "search",
    "variableName": "search"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChartListPageQuery",
    "selections": [
      {
        "args": (v3/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ChartListTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ChartListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
        "args": (v3/*:: as any*/),
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
    "cacheID": "cf687e217afddd724eb477a07c55a996",
    "id": "b5c696856a5237209e06101cbfd9a1de5c88760ecfffc5e2fef37e6abd66f783",
    "metadata": {},
    "name": "ChartListPageQuery",
    "operationKind": "query",
    "text": "query ChartListPageQuery(\n  $first: Int!\n  $search: String\n  $orderBy: ChartOrder\n) {\n  ...ChartListTable_query_1dfPHF\n}\n\nfragment ChartCard_chart on Chart {\n  chartId\n  sliceName\n  vizType\n  datasourceName\n  thumbnailUrl\n  changedOnDeltaHumanized\n  ...ChartFavoriteStar_chart\n}\n\nfragment ChartFavoriteStar_chart on Chart {\n  id\n  sliceName\n  isFavorite\n}\n\nfragment ChartListRow_chart on Chart {\n  chartId\n  sliceName\n  vizType\n  datasourceName\n  changedOn\n  changedOnDeltaHumanized\n  certifiedBy\n  certificationDetails\n  viewerCanEdit\n  ...ChartFavoriteStar_chart\n}\n\nfragment ChartListTable_query_1dfPHF on Query {\n  charts(first: $first, search: $search, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        chartId\n        sliceName\n        viewerCanEdit\n        ...ChartListRow_chart\n        ...ChartCard_chart\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3721cbf1cc80c33c523c621440ffc792";

export default node;
