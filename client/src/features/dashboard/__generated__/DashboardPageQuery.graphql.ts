/**
 * @generated SignedSource<<746ec50ae5d4c13308301a46d3bb1e3d>>
 * @relayHash 1d7928fdd6db9621e578e5cabe03e4c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a798a76368fa10fb38db77e93ce92b68e80f7e583ffa8e5659982b4fcdd5c5a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardPageQuery$variables = {
  activeTabs?: ReadonlyArray<string> | null | undefined;
  filterStateKey: string;
  idOrSlug: string;
  skipFilterState: boolean;
};
export type DashboardPageQuery$data = {
  readonly dashboard: {
    readonly chartsInView: ReadonlyArray<{
      readonly chartId: number;
      readonly " $fragmentSpreads": FragmentRefs<"DashboardChartCard_chart">;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"DashboardScreen_dashboard" | "NativeFiltersArea_page">;
  } | null | undefined;
  readonly featureFlags: ReadonlyArray<string>;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "activeTabs"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filterStateKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idOrSlug"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "skipFilterState"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featureFlags",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "idOrSlug",
    "variableName": "idOrSlug"
  }
],
v6 = [
  {
    "kind": "Variable",
    "name": "activeTabs",
    "variableName": "activeTabs"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chartId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "datasourceId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verboseName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Dashboard",
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardScreen_dashboard"
          },
          {
            "args": [
              {
                "kind": "Variable",
                "name": "filterStateKey",
                "variableName": "filterStateKey"
              },
              {
                "kind": "Variable",
                "name": "skipFilterState",
                "variableName": "skipFilterState"
              }
            ],
            "kind": "FragmentSpread",
            "name": "NativeFiltersArea_page"
          },
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "Chart",
            "kind": "LinkedField",
            "name": "chartsInView",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DashboardChartCard_chart"
              }
            ],
            "storageKey": null
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardPageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Dashboard",
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "css",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "positionJson",
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
            "concreteType": "DashboardMetadata",
            "kind": "LinkedField",
            "name": "metadata",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refreshFrequency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "staggerRefresh",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "staggerTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timedRefreshImmuneSlices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showNativeFilters",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "crossFiltersEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "chartConfiguration",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NativeFilter",
                "kind": "LinkedField",
                "name": "nativeFilterConfiguration",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "filterId",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "filterType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "NativeFilterTarget",
                    "kind": "LinkedField",
                    "name": "targets",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "datasetId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "column",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "controlValues",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cascadeParentIds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultDataMask",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sortMetric",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "adhocFilters",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeRange",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeColumn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "NativeFilterScope",
                    "kind": "LinkedField",
                    "name": "scope",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rootPath",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "excluded",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "filterScopes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultFilters",
                "storageKey": null
              }
            ],
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
            "name": "isFavorite",
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
              (v8/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
                "storageKey": null
              }
            ],
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
            "name": "jsonMetadata",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DashboardRole",
            "kind": "LinkedField",
            "name": "roles",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roleId",
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "condition": "skipFilterState",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Variable",
                    "name": "key",
                    "variableName": "filterStateKey"
                  }
                ],
                "concreteType": "DashboardFilterState",
                "kind": "LinkedField",
                "name": "filterState",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Chart",
            "kind": "LinkedField",
            "name": "charts",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vizType",
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formData",
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "Chart",
            "kind": "LinkedField",
            "name": "chartsInView",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sliceName",
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v10/*:: as any*/),
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
                          (v12/*:: as any*/),
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
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v8/*:: as any*/)
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1d7928fdd6db9621e578e5cabe03e4c4",
    "id": "1a798a76368fa10fb38db77e93ce92b68e80f7e583ffa8e5659982b4fcdd5c5a",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery(\n  $idOrSlug: String!\n  $activeTabs: [String!]\n  $filterStateKey: String!\n  $skipFilterState: Boolean!\n) {\n  featureFlags\n  dashboard(idOrSlug: $idOrSlug) {\n    ...DashboardScreen_dashboard\n    ...NativeFiltersArea_page_2Cmzo\n    chartsInView(activeTabs: $activeTabs) {\n      chartId\n      ...DashboardChartCard_chart\n      id\n    }\n    id\n  }\n}\n\nfragment ChartView_chart on Chart {\n  vizType: drawnVizType\n  formData: drawnFormData\n  dataset {\n    ...useDatasourceMeta_dataset\n    id\n  }\n  dataResult {\n    __typename\n    ... on ChartData {\n      job {\n        jobId\n      }\n      results {\n        colnames\n        coltypes\n        data\n        rowcount\n        annotationData\n      }\n    }\n    ... on ChartDataError {\n      code\n      message\n    }\n  }\n}\n\nfragment DashboardChartCard_chart on Chart {\n  id\n  chartId\n  sliceName\n  datasourceId\n  description\n  url\n  ...ChartView_chart @defer(label: \"DashboardChartCard_chart$defer$ChartView_chart\")\n}\n\nfragment DashboardHeader_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  published\n  isFavorite\n  viewerCanEdit\n  certifiedBy\n  certificationDetails\n  changedOnDeltaHumanized\n  owners {\n    id\n    firstName\n    lastName\n    username\n  }\n}\n\nfragment DashboardScreen_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  slug\n  css\n  positionJson\n  viewerCanEdit\n  metadata {\n    refreshFrequency\n    staggerRefresh\n    staggerTime\n    timedRefreshImmuneSlices\n  }\n  ...DashboardHeader_dashboard\n  ...EditBar_dashboard\n  ...NativeFiltersArea_dashboard\n}\n\nfragment EditBar_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  slug\n  css\n  changedOn\n  jsonMetadata\n  ...PropertiesDialog_dashboard\n}\n\nfragment FilterBoxMigration_dashboard on Dashboard {\n  charts {\n    chartId\n    vizType\n    datasourceId\n    formData\n    id\n  }\n  metadata {\n    filterScopes\n    defaultFilters\n  }\n}\n\nfragment FilterConfigModal_dashboard on Dashboard {\n  id\n}\n\nfragment NativeFiltersArea_dashboard on Dashboard {\n  id\n  viewerCanEdit\n  metadata {\n    showNativeFilters\n    crossFiltersEnabled\n    chartConfiguration\n    nativeFilterConfiguration {\n      filterId\n      name\n      description\n      filterType\n      targets {\n        datasetId\n        column\n      }\n      controlValues\n      cascadeParentIds\n      defaultDataMask\n      sortMetric\n      adhocFilters\n      timeRange\n      timeColumn\n      scope {\n        rootPath\n        excluded\n      }\n    }\n  }\n  ...FilterConfigModal_dashboard\n}\n\nfragment NativeFiltersArea_page_2Cmzo on Dashboard {\n  id\n  filterState(key: $filterStateKey) @skip(if: $skipFilterState) {\n    value\n  }\n  ...FilterBoxMigration_dashboard\n}\n\nfragment PropertiesDialog_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  slug\n  certifiedBy\n  certificationDetails\n  changedOn\n  jsonMetadata\n  owners {\n    userId\n    firstName\n    lastName\n    username\n    id\n  }\n  roles {\n    roleId\n    name\n  }\n}\n\nfragment useDatasourceMeta_dataset on Dataset {\n  metrics {\n    metricName\n    verboseName\n    d3format\n    currency\n  }\n  columns {\n    columnName\n    verboseName\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e021e0557778049b1260682aa0a831d";

export default node;
