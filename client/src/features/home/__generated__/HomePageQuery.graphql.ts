/**
 * @generated SignedSource<<b0f8e60db587856f443097bf13d42ebf>>
 * @relayHash b881414d6f68ac23aeacf06630b82bb3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18080714e44d4f26f06437d759f12e59351de4386fd16bd61b3b1e8f8f1fa71f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HomeCharts_query" | "HomeDashboards_query" | "RecentActivity_query">;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v1 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": {
    "direction": "DESC",
    "field": "CHANGED_ON"
  }
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isFavorite",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedOnDeltaHumanized",
  "storageKey": null
},
v5 = [
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
            "name": "slug",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v6 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "ownedByMe",
    "value": true
  }
],
v7 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v8 = [
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RecentActivity_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeDashboards_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeCharts_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v0/*:: as any*/)
        ],
        "concreteType": "RecentActivity",
        "kind": "LinkedField",
        "name": "recentActivity",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "time",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timeDeltaHumanized",
            "storageKey": null
          }
        ],
        "storageKey": "recentActivity(first:5)"
      },
      {
        "alias": "favoriteDashboards",
        "args": [
          {
            "kind": "Literal",
            "name": "favorite",
            "value": true
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "concreteType": "DashboardConnection",
        "kind": "LinkedField",
        "name": "dashboards",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": "dashboards(favorite:true,first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"})"
      },
      {
        "alias": "myDashboards",
        "args": (v6/*:: as any*/),
        "concreteType": "DashboardConnection",
        "kind": "LinkedField",
        "name": "dashboards",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": "dashboards(first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"},ownedByMe:true)"
      },
      {
        "alias": "allDashboards",
        "args": (v7/*:: as any*/),
        "concreteType": "DashboardConnection",
        "kind": "LinkedField",
        "name": "dashboards",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": "dashboards(first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"})"
      },
      {
        "alias": "favoriteCharts",
        "args": [
          (v0/*:: as any*/),
          {
            "kind": "Literal",
            "name": "isFavorite",
            "value": true
          },
          (v1/*:: as any*/)
        ],
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": "charts(first:5,isFavorite:true,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"})"
      },
      {
        "alias": "myCharts",
        "args": (v6/*:: as any*/),
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": "charts(first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"},ownedByMe:true)"
      },
      {
        "alias": "allCharts",
        "args": (v7/*:: as any*/),
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": (v8/*:: as any*/),
        "storageKey": "charts(first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"})"
      }
    ]
  },
  "params": {
    "cacheID": "b881414d6f68ac23aeacf06630b82bb3",
    "id": "18080714e44d4f26f06437d759f12e59351de4386fd16bd61b3b1e8f8f1fa71f",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery {\n  ...RecentActivity_query\n  ...HomeDashboards_query\n  ...HomeCharts_query\n}\n\nfragment HomeChartItem_chart on Chart {\n  id\n  chartId\n  sliceName\n  isFavorite\n  changedOnDeltaHumanized\n}\n\nfragment HomeCharts_query on Query {\n  favoriteCharts: charts(first: 5, isFavorite: true, orderBy: {field: CHANGED_ON, direction: DESC}) {\n    edges {\n      node {\n        id\n        ...HomeChartItem_chart\n      }\n    }\n  }\n  myCharts: charts(first: 5, ownedByMe: true, orderBy: {field: CHANGED_ON, direction: DESC}) {\n    edges {\n      node {\n        id\n        ...HomeChartItem_chart\n      }\n    }\n  }\n  allCharts: charts(first: 5, orderBy: {field: CHANGED_ON, direction: DESC}) {\n    edges {\n      node {\n        id\n        ...HomeChartItem_chart\n      }\n    }\n  }\n}\n\nfragment HomeDashboardItem_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  slug\n  isFavorite\n  changedOnDeltaHumanized\n}\n\nfragment HomeDashboards_query on Query {\n  favoriteDashboards: dashboards(first: 5, favorite: true, orderBy: {field: CHANGED_ON, direction: DESC}) {\n    edges {\n      node {\n        id\n        ...HomeDashboardItem_dashboard\n      }\n    }\n  }\n  myDashboards: dashboards(first: 5, ownedByMe: true, orderBy: {field: CHANGED_ON, direction: DESC}) {\n    edges {\n      node {\n        id\n        ...HomeDashboardItem_dashboard\n      }\n    }\n  }\n  allDashboards: dashboards(first: 5, orderBy: {field: CHANGED_ON, direction: DESC}) {\n    edges {\n      node {\n        id\n        ...HomeDashboardItem_dashboard\n      }\n    }\n  }\n}\n\nfragment RecentActivity_query on Query {\n  recentActivity(first: 5) {\n    action\n    itemType\n    itemTitle\n    itemUrl\n    time\n    timeDeltaHumanized\n  }\n}\n"
  }
};
})();

(node as any).hash = "54418f9745c49f4ef10d066a4a8b5cc2";

export default node;
