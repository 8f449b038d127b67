/**
 * @generated SignedSource<<f4f72d21d05252f05efc9c2d0ca6e0d1>>
 * @relayHash dcfe292088813e932dbea7933b528fb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 295326de4de4f6e719698c7189fd9cc746f46608293d51987535cb14775a218d

import type { ConcreteRequest } from 'relay-runtime';
export type CreateChartDialogDatasetsQuery$variables = {
  first: number;
  search?: string | null | undefined;
};
export type CreateChartDialogDatasetsQuery$data = {
  readonly datasets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseName: string | null | undefined;
        readonly datasetId: number;
        readonly id: string;
        readonly schema: string | null | undefined;
        readonly tableName: string;
      };
    }>;
    readonly totalCount: number;
  };
};
export type CreateChartDialogDatasetsQuery = {
  response: CreateChartDialogDatasetsQuery$data;
  variables: CreateChartDialogDatasetsQuery$variables;
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
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": {
          "direction": "ASC",
          "field": "TABLE_NAME"
        }
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "DatasetConnection",
    "kind": "LinkedField",
    "name": "datasets",
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
        "concreteType": "DatasetEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Dataset",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateChartDialogDatasetsQuery",
    "selections": (v2/*:: as any*/),
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
    "name": "CreateChartDialogDatasetsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "dcfe292088813e932dbea7933b528fb9",
    "id": "295326de4de4f6e719698c7189fd9cc746f46608293d51987535cb14775a218d",
    "metadata": {},
    "name": "CreateChartDialogDatasetsQuery",
    "operationKind": "query",
    "text": "query CreateChartDialogDatasetsQuery(\n  $search: String\n  $first: Int!\n) {\n  datasets(first: $first, search: $search, orderBy: {field: TABLE_NAME, direction: ASC}) {\n    totalCount\n    edges {\n      node {\n        id\n        datasetId\n        tableName\n        schema\n        databaseName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "716a7e999a7d047730d71b345d967426";

export default node;
