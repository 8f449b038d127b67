/**
 * @generated SignedSource<<2a4fd9469a42b8191587714bc35937e8>>
 * @relayHash 334531f2122d6529205b1cc5dbd56dab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39ea1dcdb4bbbe6d9ba4dc02c63af4dc144383ae314ba5744053dc1d80a0bd7e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs, Result } from "relay-runtime";
export type ExplorePageQuery$variables = {
  id: string;
};
export type ExplorePageQuery$data = {
  readonly node: Result<{
    readonly chart: {
      readonly chartId: number;
      readonly datasourceName: string | null | undefined;
      readonly description: string | null | undefined;
      readonly sliceName: string;
      readonly vizType: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChartView_chart">;
    } | null | undefined;
  } | null | undefined, unknown>;
};
export type ExplorePageQuery = {
  response: ExplorePageQuery$data;
  variables: ExplorePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chartId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sliceName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vizType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "datasourceName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExplorePageQuery",
    "selections": [
      {
        "kind": "CatchField",
        "field": {
          "alias": null,
          "args": (v1/*:: as any*/),
          "concreteType": null,
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChartView_chart"
                  }
                ],
                "type": "Chart",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "chart"
            }
          ],
          "storageKey": null
        },
        "to": "RESULT"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExplorePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formData",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChartData",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChartJob",
                    "kind": "LinkedField",
                    "name": "job",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "jobId",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChartQueryResult",
                    "kind": "LinkedField",
                    "name": "results",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "colnames",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "coltypes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "data",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rowcount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Chart",
            "abstractKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "334531f2122d6529205b1cc5dbd56dab",
    "id": "39ea1dcdb4bbbe6d9ba4dc02c63af4dc144383ae314ba5744053dc1d80a0bd7e",
    "metadata": {},
    "name": "ExplorePageQuery",
    "operationKind": "query",
    "text": "query ExplorePageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Chart {\n      chartId\n      sliceName\n      vizType\n      description\n      datasourceName\n      ...ChartView_chart\n    }\n    id\n  }\n}\n\nfragment ChartView_chart on Chart {\n  vizType\n  formData\n  data {\n    job {\n      jobId\n    }\n    results {\n      colnames\n      coltypes\n      data\n      rowcount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc7d6519502b66544ba783e4a7d7ad40";

export default node;
