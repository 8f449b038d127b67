/**
 * @generated SignedSource<<78d69963ec7d6dbbabf903acbfa4f84c>>
 * @relayHash 8605600d585c2bf01bd69ebbff631062
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a83f8c70262fc064020e842fcc23688a1eb4979f00af9baf575e1ab8705fd33c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatasetUpdateInput = {
  cacheTimeout?: number | null | undefined;
  columns?: ReadonlyArray<DatasetColumnInput> | null | undefined;
  description?: string | null | undefined;
  extra?: unknown | null | undefined;
  filterSelectEnabled?: boolean | null | undefined;
  mainDttmCol?: string | null | undefined;
  metrics?: ReadonlyArray<DatasetMetricInput> | null | undefined;
  ownerIds?: ReadonlyArray<number> | null | undefined;
  removeColumns?: ReadonlyArray<string> | null | undefined;
  removeMetrics?: ReadonlyArray<string> | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  tableName?: string | null | undefined;
};
export type DatasetColumnInput = {
  advancedDataType?: string | null | undefined;
  columnName: string;
  description?: string | null | undefined;
  expression?: string | null | undefined;
  filterable?: boolean | null | undefined;
  groupby?: boolean | null | undefined;
  id?: number | null | undefined;
  isActive?: boolean | null | undefined;
  isDttm?: boolean | null | undefined;
  pythonDateFormat?: string | null | undefined;
  type?: string | null | undefined;
  verboseName?: string | null | undefined;
};
export type DatasetMetricInput = {
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  d3format?: string | null | undefined;
  description?: string | null | undefined;
  expression: string;
  id?: number | null | undefined;
  metricName: string;
  metricType?: string | null | undefined;
  verboseName?: string | null | undefined;
  warningMarkdown?: string | null | undefined;
  warningText?: string | null | undefined;
};
export type DatasetEditorFormSaveMutation$variables = {
  id: string;
  input: DatasetUpdateInput;
};
export type DatasetEditorFormSaveMutation$data = {
  readonly updateDataset: {
    readonly __typename: string;
    readonly dataset?: {
      readonly " $fragmentSpreads": FragmentRefs<"DatasetEditor_dataset" | "DatasetListRow_dataset">;
    };
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
  };
};
export type DatasetEditorFormSaveMutation = {
  response: DatasetEditorFormSaveMutation$data;
  variables: DatasetEditorFormSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fieldErrors",
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verboseName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expression",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DatasetEditorFormSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDataset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Dataset",
                "kind": "LinkedField",
                "name": "dataset",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DatasetEditor_dataset"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DatasetListRow_dataset"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DatasetPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DatasetEditorFormSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDataset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Dataset",
                "kind": "LinkedField",
                "name": "dataset",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
                    "name": "tableName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "schema",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "datasetKind",
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
                    "name": "mainDttmCol",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cacheTimeout",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sql",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "exploreUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isManagedExternally",
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
                    "name": "chartCount",
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userId",
                        "storageKey": null
                      },
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
                      (v6/*:: as any*/)
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
                        "name": "columnId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "columnName",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pythonDateFormat",
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
                        "name": "filterable",
                        "storageKey": null
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
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
                        "name": "metricId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "metricName",
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
                      (v7/*:: as any*/),
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
                        "name": "warningText",
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
                    "name": "changedOnDeltaHumanized",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanDelete",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DatasetPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8605600d585c2bf01bd69ebbff631062",
    "id": "a83f8c70262fc064020e842fcc23688a1eb4979f00af9baf575e1ab8705fd33c",
    "metadata": {},
    "name": "DatasetEditorFormSaveMutation",
    "operationKind": "mutation",
    "text": "mutation DatasetEditorFormSaveMutation(\n  $id: ID!\n  $input: DatasetUpdateInput!\n) {\n  updateDataset(id: $id, input: $input) {\n    __typename\n    ... on DatasetPayload {\n      dataset {\n        ...DatasetEditor_dataset\n        ...DatasetListRow_dataset\n        id\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DatasetEditor_dataset on Dataset {\n  id\n  datasetId\n  tableName\n  schema\n  databaseName\n  datasetKind\n  description\n  mainDttmCol\n  cacheTimeout\n  sql\n  exploreUrl\n  isManagedExternally\n  viewerCanEdit\n  chartCount\n  owners {\n    userId\n    firstName\n    lastName\n    username\n    id\n  }\n  columns {\n    columnId\n    columnName\n    verboseName\n    type\n    isDttm\n    pythonDateFormat\n    groupby\n    filterable\n    expression\n  }\n  metrics {\n    metricId\n    metricName\n    expression\n    verboseName\n    certifiedBy\n    certificationDetails\n    warningText\n  }\n}\n\nfragment DatasetListRow_dataset on Dataset {\n  datasetId\n  tableName\n  datasetKind\n  databaseName\n  schema\n  exploreUrl\n  changedOn\n  changedOnDeltaHumanized\n  viewerCanEdit\n  viewerCanDelete\n  owners {\n    firstName\n    lastName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "db24f1b8cf6605447258b40deaa056cb";

export default node;
