/**
 * @generated SignedSource<<775a07c960a86ef0fc9eeb7283af1026>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs, Result } from "relay-runtime";
export type HomeDashboards_query$data = {
  readonly allDashboards: Result<{
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"HomeDashboardItem_dashboard">;
      };
    }>;
  }, unknown>;
  readonly favoriteDashboards: Result<{
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"HomeDashboardItem_dashboard">;
      };
    }>;
  }, unknown>;
  readonly myDashboards: Result<{
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"HomeDashboardItem_dashboard">;
      };
    }>;
  }, unknown>;
  readonly " $fragmentType": "HomeDashboards_query";
};
export type HomeDashboards_query$key = {
  readonly " $data"?: HomeDashboards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeDashboards_query">;
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeDashboardItem_dashboard"
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
  "name": "HomeDashboards_query",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
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
        "selections": (v2/*:: as any*/),
        "storageKey": "dashboards(favorite:true,first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"})"
      },
      "to": "RESULT"
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": "myDashboards",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "ownedByMe",
            "value": true
          }
        ],
        "concreteType": "DashboardConnection",
        "kind": "LinkedField",
        "name": "dashboards",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "dashboards(first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"},ownedByMe:true)"
      },
      "to": "RESULT"
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": "allDashboards",
        "args": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "concreteType": "DashboardConnection",
        "kind": "LinkedField",
        "name": "dashboards",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": "dashboards(first:5,orderBy:{\"direction\":\"DESC\",\"field\":\"CHANGED_ON\"})"
      },
      "to": "RESULT"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "be8a3eb1984f94ab81ab0303f59bc93d";

export default node;
