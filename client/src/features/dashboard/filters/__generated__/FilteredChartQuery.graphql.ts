/**
 * @generated SignedSource<<5324fac8708705aa3ce165aa83cd93ec>>
 * @relayHash 01cc6b317a9f55391bbfaef1ff05d9eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0029323df13c2919bda4613c24e8393d1143e45f86df48f79a2d9395ceab6db

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FilteredChartQuery$variables = {
  extraFormData?: unknown | null | undefined;
  id: string;
};
export type FilteredChartQuery$data = {
  readonly node: {
    readonly chart: {
      readonly " $fragmentSpreads": FragmentRefs<"ChartView_chart">;
    } | null | undefined;
  } | null | undefined;
};
export type FilteredChartQuery = {
  response: FilteredChartQuery$data;
  variables: FilteredChartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "extraFormData"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = [
  {
    "kind": "Variable",
    "name": "extraFormData",
    "variableName": "extraFormData"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verboseName",
  "storageKey": null
},
v6 = {
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FilteredChartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v3/*:: as any*/),
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FilteredChartQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": "vizType",
                "args": null,
                "kind": "ScalarField",
                "name": "drawnVizType",
                "storageKey": null
              },
              {
                "alias": "formData",
                "args": null,
                "kind": "ScalarField",
                "name": "drawnFormData",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Dataset",
                "kind": "LinkedField",
                "name": "dataset",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DatasetMetric",
                    "kind": "LinkedField",
                    "name": "metrics",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "metricName",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "d3format",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "currency",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DatasetColumn",
                    "kind": "LinkedField",
                    "name": "columns",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "columnName",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": null,
                "kind": "LinkedField",
                "name": "dataResult",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "kind": "InlineFragment",
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "annotationData",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "type": "ChartData",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "message",
                        "storageKey": null
                      }
                    ],
                    "type": "ChartDataError",
                    "abstractKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Chart",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "01cc6b317a9f55391bbfaef1ff05d9eb",
    "id": "f0029323df13c2919bda4613c24e8393d1143e45f86df48f79a2d9395ceab6db",
    "metadata": {},
    "name": "FilteredChartQuery",
    "operationKind": "query",
    "text": "query FilteredChartQuery(\n  $id: ID!\n  $extraFormData: JSON\n) {\n  node(id: $id) {\n    __typename\n    ...ChartView_chart_P9iu8\n    id\n  }\n}\n\nfragment ChartView_chart_P9iu8 on Chart {\n  vizType: drawnVizType\n  formData: drawnFormData\n  dataset {\n    ...useDatasourceMeta_dataset\n    id\n  }\n  dataResult(extraFormData: $extraFormData) {\n    __typename\n    ... on ChartData {\n      job {\n        jobId\n      }\n      results {\n        colnames\n        coltypes\n        data\n        rowcount\n        annotationData\n      }\n    }\n    ... on ChartDataError {\n      code\n      message\n    }\n  }\n}\n\nfragment useDatasourceMeta_dataset on Dataset {\n  metrics {\n    metricName\n    verboseName\n    d3format\n    currency\n  }\n  columns {\n    columnName\n    verboseName\n  }\n}\n"
  }
};
})();

(node as any).hash = "884b4d92eedbe764a3834b17d9e03c01";

export default node;
