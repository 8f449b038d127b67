/**
 * @generated SignedSource<<2eaba3b67e164edaa9ce4d61ba48dcbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs, Result } from "relay-runtime";
export type HomeCharts_query$data = {
  readonly allCharts: Result<{
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"HomeChartItem_chart">;
      };
    }>;
  }, unknown>;
  readonly favoriteCharts: Result<{
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"HomeChartItem_chart">;
      };
    }>;
  }, unknown>;
  readonly myCharts: Result<{
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"HomeChartItem_chart">;
      };
    }>;
  }, unknown>;
  readonly " $fragmentType": "HomeCharts_query";
};
export type HomeCharts_query$key = {
  readonly " $data"?: HomeCharts_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCharts_query">;
};

const node: ReaderFragment = (function(){
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
v2 = [
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeChartItem_chart"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeCharts_query",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
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
        "selections": (v2/*:: as any*/),
        "storageKey": "charts(first:5,isFavorite:true,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"})"
      },
      "to": "RESULT"
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": "myCharts",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "ownedByMe",
            "value": true
          }
        ],
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "charts(first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"},ownedByMe:true)"
      },
      "to": "RESULT"
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": "allCharts",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "charts(first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"})"
      },
      "to": "RESULT"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "8ca698a777f5a62c1ea339b3cc062952";

export default node;
