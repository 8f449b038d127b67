/**
 * @generated SignedSource<<5d951a2010088b577ae4bdbf92039413>>
 * @relayHash b764c0287a5471d9e1a3328c36663ad2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 646abc136ecc95b3e2dcae22ade8ea32b5496b737af7e4935d77f6d6573d9cc6

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type chartRefreshReloadQuery$variables = {
  id: string;
};
export type chartRefreshReloadQuery$data = {
  readonly node: {
    readonly chart: {
      readonly " $fragmentSpreads": FragmentRefs<"DashboardChartCard_chart">;
    } | null | undefined;
  } | null | undefined;
};
export type chartRefreshReloadQuery = {
  response: chartRefreshReloadQuery$data;
  variables: chartRefreshReloadQuery$variables;
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
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verboseName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "chartRefreshReloadQuery",
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
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DashboardChartCard_chart"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "chartRefreshReloadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                "name": "datasourceId",
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
                "name": "url",
                "storageKey": null
              },
              {
                "if": null,
                "kind": "Defer",
                "label": "DashboardChartCard_chart$defer$ChartView_chart",
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
                          (v4/*:: as any*/),
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
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "dataResult",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
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
                ]
              }
            ],
            "type": "Chart",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b764c0287a5471d9e1a3328c36663ad2",
    "id": "646abc136ecc95b3e2dcae22ade8ea32b5496b737af7e4935d77f6d6573d9cc6",
    "metadata": {},
    "name": "chartRefreshReloadQuery",
    "operationKind": "query",
    "text": "query chartRefreshReloadQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...DashboardChartCard_chart\n    id\n  }\n}\n\nfragment ChartView_chart on Chart {\n  vizType: drawnVizType\n  formData: drawnFormData\n  dataset {\n    ...useDatasourceMeta_dataset\n    id\n  }\n  dataResult {\n    __typename\n    ... on ChartData {\n      job {\n        jobId\n      }\n      results {\n        colnames\n        coltypes\n        data\n        rowcount\n        annotationData\n      }\n    }\n    ... on ChartDataError {\n      code\n      message\n    }\n  }\n}\n\nfragment DashboardChartCard_chart on Chart {\n  id\n  chartId\n  sliceName\n  datasourceId\n  description\n  url\n  ...ChartView_chart @defer(label: \"DashboardChartCard_chart$defer$ChartView_chart\")\n}\n\nfragment useDatasourceMeta_dataset on Dataset {\n  metrics {\n    metricName\n    verboseName\n    d3format\n    currency\n  }\n  columns {\n    columnName\n    verboseName\n  }\n}\n"
  }
};
})();

(node as any).hash = "38d55e5f2088b74fe4f9abd63e641976";

export default node;
