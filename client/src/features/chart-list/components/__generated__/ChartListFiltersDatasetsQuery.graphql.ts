/**
 * @generated SignedSource<<109dee5e5fafe376135f39fce09ac666>>
 * @relayHash 23aee5c93df77e3a258cb6ec08298559
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7be9e53a0189a0769b7ebf9da04f0d87f30f4161bd50aeff264cb796cb055d7d

import type { ConcreteRequest } from 'relay-runtime';
export type ChartListFiltersDatasetsQuery$variables = Record<PropertyKey, never>;
export type ChartListFiltersDatasetsQuery$data = {
  readonly datasets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly datasetId: number;
        readonly tableName: string;
      };
    }>;
  };
};
export type ChartListFiltersDatasetsQuery = {
  response: ChartListFiltersDatasetsQuery$data;
  variables: ChartListFiltersDatasetsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": {
      "direction": "ASC",
      "field": "TABLE_NAME"
    }
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "datasetId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tableName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChartListFiltersDatasetsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "DatasetConnection",
        "kind": "LinkedField",
        "name": "datasets",
        "plural": false,
        "selections": [
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "datasets(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"TABLE_NAME\"})"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChartListFiltersDatasetsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "DatasetConnection",
        "kind": "LinkedField",
        "name": "datasets",
        "plural": false,
        "selections": [
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": "datasets(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"TABLE_NAME\"})"
      }
    ]
  },
  "params": {
    "cacheID": "23aee5c93df77e3a258cb6ec08298559",
    "id": "7be9e53a0189a0769b7ebf9da04f0d87f30f4161bd50aeff264cb796cb055d7d",
    "metadata": {},
    "name": "ChartListFiltersDatasetsQuery",
    "operationKind": "query",
    "text": "query ChartListFiltersDatasetsQuery {\n  datasets(first: 100, orderBy: {field: TABLE_NAME, direction: ASC}) {\n    edges {\n      node {\n        datasetId\n        tableName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d97bc063077b1e3632154c7d38ef9f75";

export default node;
