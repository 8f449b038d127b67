/**
 * @generated SignedSource<<101d4107241c726c0a702bdd5b3a80e5>>
 * @relayHash 2c5c82d8015ff5be4c32ae1a4ed9ff14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID caa35c3f6c7c1ea954f5cd8a1bfc877ff5a46eea8be60c9f786094e36f762718

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs, Result } from "relay-runtime";
export type ExploreScreenQuery$variables = {
  formDataKey: string;
  hasKey: boolean;
  hasNode: boolean;
  hasPermalink: boolean;
  nodeId: string;
  permalinkKey: string;
};
export type ExploreScreenQuery$data = {
  readonly exploreFormData?: Result<{
    readonly formData: unknown | null | undefined;
  } | null | undefined, unknown>;
  readonly explorePermalink?: Result<{
    readonly formData: unknown;
  } | null | undefined, unknown>;
  readonly node?: Result<{
    readonly __typename: string;
    readonly chart: {
      readonly chartId: number;
      readonly dashboards: ReadonlyArray<{
        readonly dashboardId: number;
        readonly dashboardTitle: string;
      }>;
      readonly dataset: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ExploreWorkspace_dataset">;
      } | null | undefined;
      readonly description: string | null | undefined;
      readonly drawnFormData: unknown;
      readonly drawnVizType: string;
      readonly id: string;
      readonly isFavorite: boolean;
      readonly sliceName: string;
      readonly viewerCanEdit: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ChartPropertiesDialog_chart">;
    } | null | undefined;
    readonly dataset: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ExploreWorkspace_dataset">;
    } | null | undefined;
    readonly sqlLabQuery: {
      readonly " $fragmentSpreads": FragmentRefs<"QuerySourcePane_query">;
    } | null | undefined;
  } | null | undefined, unknown>;
};
export type ExploreScreenQuery = {
  response: ExploreScreenQuery$data;
  variables: ExploreScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "formDataKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasNode"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasPermalink"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "nodeId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "permalinkKey"
},
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "nodeId"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
  "name": "chartId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sliceName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "drawnVizType",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "drawnFormData",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isFavorite",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dashboardId",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dashboardTitle",
  "storageKey": null
},
v18 = [
  (v8/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ExploreWorkspace_dataset"
  }
],
v19 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "formData",
    "storageKey": null
  }
],
v20 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "key",
      "variableName": "formDataKey"
    }
  ],
  "concreteType": "ExploreFormDataState",
  "kind": "LinkedField",
  "name": "exploreFormData",
  "plural": false,
  "selections": (v19/*:: as any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "key",
      "variableName": "permalinkKey"
    }
  ],
  "concreteType": "ExplorePermalink",
  "kind": "LinkedField",
  "name": "explorePermalink",
  "plural": false,
  "selections": (v19/*:: as any*/),
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "certifiedBy",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "certificationDetails",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "datasetId",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tableName",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "schema",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseName",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sql",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mainDttmCol",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isManagedExternally",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "warningMarkdown",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disallowAdhocMetrics",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verboseName",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expression",
  "storageKey": null
},
v37 = {
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
    (v35/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDttm",
      "storageKey": null
    },
    (v36/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filterable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupby",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "advancedDataType",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v38 = {
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
    (v35/*:: as any*/),
    (v36/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExploreScreenQuery",
    "selections": [
      {
        "condition": "hasNode",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "kind": "CatchField",
            "field": {
              "alias": null,
              "args": (v6/*:: as any*/),
              "concreteType": null,
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v7/*:: as any*/),
                {
                  "fragment": {
                    "kind": "InlineFragment",
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ChartPropertiesDialog_chart"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Dashboard",
                        "kind": "LinkedField",
                        "name": "dashboards",
                        "plural": true,
                        "selections": [
                          (v16/*:: as any*/),
                          (v17/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Dataset",
                        "kind": "LinkedField",
                        "name": "dataset",
                        "plural": false,
                        "selections": (v18/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "type": "Chart",
                    "abstractKey": null
                  },
                  "kind": "AliasedInlineFragmentSpread",
                  "name": "chart"
                },
                {
                  "fragment": {
                    "kind": "InlineFragment",
                    "selections": (v18/*:: as any*/),
                    "type": "Dataset",
                    "abstractKey": null
                  },
                  "kind": "AliasedInlineFragmentSpread",
                  "name": "dataset"
                },
                {
                  "fragment": {
                    "kind": "InlineFragment",
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "QuerySourcePane_query"
                      }
                    ],
                    "type": "SqlLabQuery",
                    "abstractKey": null
                  },
                  "kind": "AliasedInlineFragmentSpread",
                  "name": "sqlLabQuery"
                }
              ],
              "storageKey": null
            },
            "to": "RESULT"
          }
        ]
      },
      {
        "condition": "hasKey",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "kind": "CatchField",
            "field": (v20/*:: as any*/),
            "to": "RESULT"
          }
        ]
      },
      {
        "condition": "hasPermalink",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "kind": "CatchField",
            "field": (v21/*:: as any*/),
            "to": "RESULT"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ExploreScreenQuery",
    "selections": [
      {
        "condition": "hasNode",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
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
                        "name": "name",
                        "storageKey": null
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cacheTimeout",
                    "storageKey": null
                  },
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Dashboard",
                    "kind": "LinkedField",
                    "name": "dashboards",
                    "plural": true,
                    "selections": [
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
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
                      (v8/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      (v30/*:: as any*/),
                      (v31/*:: as any*/),
                      (v14/*:: as any*/),
                      (v32/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/),
                      (v33/*:: as any*/),
                      (v34/*:: as any*/),
                      (v37/*:: as any*/),
                      (v38/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Chart",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/),
                  (v14/*:: as any*/),
                  (v32/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v33/*:: as any*/),
                  (v34/*:: as any*/),
                  (v37/*:: as any*/),
                  (v38/*:: as any*/)
                ],
                "type": "Dataset",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "queryId",
                    "storageKey": null
                  },
                  {
                    "alias": "querySql",
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sql",
                    "storageKey": null
                  },
                  (v26/*:: as any*/),
                  (v28/*:: as any*/),
                  (v27/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tabName",
                    "storageKey": null
                  }
                ],
                "type": "SqlLabQuery",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasKey",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          (v20/*:: as any*/)
        ]
      },
      {
        "condition": "hasPermalink",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          (v21/*:: as any*/)
        ]
      }
    ]
  },
  "params": {
    "cacheID": "2c5c82d8015ff5be4c32ae1a4ed9ff14",
    "id": "caa35c3f6c7c1ea954f5cd8a1bfc877ff5a46eea8be60c9f786094e36f762718",
    "metadata": {},
    "name": "ExploreScreenQuery",
    "operationKind": "query",
    "text": "query ExploreScreenQuery(\n  $nodeId: ID!\n  $hasNode: Boolean!\n  $formDataKey: String!\n  $hasKey: Boolean!\n  $permalinkKey: String!\n  $hasPermalink: Boolean!\n) {\n  node(id: $nodeId) @include(if: $hasNode) {\n    __typename\n    ... on Chart {\n      id\n      chartId\n      sliceName\n      description\n      drawnVizType\n      drawnFormData\n      viewerCanEdit\n      isFavorite\n      ...ChartPropertiesDialog_chart\n      dashboards {\n        dashboardId\n        dashboardTitle\n        id\n      }\n      dataset {\n        id\n        ...ExploreWorkspace_dataset\n      }\n    }\n    ... on Dataset {\n      id\n      ...ExploreWorkspace_dataset\n    }\n    ... on SqlLabQuery {\n      ...QuerySourcePane_query\n    }\n    id\n  }\n  exploreFormData(key: $formDataKey) @include(if: $hasKey) {\n    formData\n  }\n  explorePermalink(key: $permalinkKey) @include(if: $hasPermalink) {\n    formData\n  }\n}\n\nfragment ChartPropertiesDialog_chart on Chart {\n  id\n  chartId\n  sliceName\n  tags {\n    name\n    id\n  }\n  description\n  cacheTimeout\n  certifiedBy\n  certificationDetails\n}\n\nfragment ExploreWorkspace_dataset on Dataset {\n  ...useExploreDatasource_dataset\n}\n\nfragment QuerySourcePane_query on SqlLabQuery {\n  queryId\n  querySql: sql\n  schema\n  databaseId\n  databaseName\n  tabName\n}\n\nfragment useExploreDatasource_dataset on Dataset {\n  id\n  datasetId\n  tableName\n  schema\n  databaseName\n  databaseId\n  kind\n  sql\n  mainDttmCol\n  viewerCanEdit\n  isManagedExternally\n  certifiedBy\n  certificationDetails\n  warningMarkdown\n  disallowAdhocMetrics\n  columns {\n    columnName\n    verboseName\n    type\n    isDttm\n    expression\n    filterable\n    groupby\n    advancedDataType\n  }\n  metrics {\n    metricName\n    verboseName\n    expression\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ccd303734999bef42bc8731727447ad";

export default node;
