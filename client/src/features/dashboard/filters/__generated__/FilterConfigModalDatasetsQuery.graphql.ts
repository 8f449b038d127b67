/**
 * @generated SignedSource<<9f2a91926cd7297f2be0f7a460ff9f74>>
 * @relayHash 376059ff0856ac6215783ac2c67ce51f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59d6bc0358356814bd750e0ea738679f59ef3385fc2416a543dad95797a13c44

import type { ConcreteRequest } from 'relay-runtime';
export type FilterConfigModalDatasetsQuery$variables = Record<PropertyKey, never>;
export type FilterConfigModalDatasetsQuery$data = {
  readonly datasets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly datasetId: number;
        readonly tableName: string;
      };
    }>;
  };
};
export type FilterConfigModalDatasetsQuery = {
  response: FilterConfigModalDatasetsQuery$data;
  variables: FilterConfigModalDatasetsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
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
    "name": "FilterConfigModalDatasetsQuery",
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
        "storageKey": "datasets(first:100)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FilterConfigModalDatasetsQuery",
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
        "storageKey": "datasets(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "376059ff0856ac6215783ac2c67ce51f",
    "id": "59d6bc0358356814bd750e0ea738679f59ef3385fc2416a543dad95797a13c44",
    "metadata": {},
    "name": "FilterConfigModalDatasetsQuery",
    "operationKind": "query",
    "text": "query FilterConfigModalDatasetsQuery {\n  datasets(first: 100) {\n    edges {\n      node {\n        datasetId\n        tableName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7ae1419cbe7c6965df959f3589c9e19";

export default node;
