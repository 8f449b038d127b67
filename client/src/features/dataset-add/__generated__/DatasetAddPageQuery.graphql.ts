/**
 * @generated SignedSource<<91d7fd6bc780f48c99f9bf0671f438e1>>
 * @relayHash d59f6d8e252dda3403d35b9adcabaae5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8361ae886383e3b56660faee25b1c5763b26447c26a90fb7d767354cd1f4bee5

import type { ConcreteRequest } from 'relay-runtime';
export type DatasetAddPageQuery$variables = Record<PropertyKey, never>;
export type DatasetAddPageQuery$data = {
  readonly databases: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly backend: string | null | undefined;
        readonly databaseName: string;
        readonly id: string;
      };
    }>;
  };
};
export type DatasetAddPageQuery = {
  response: DatasetAddPageQuery$data;
  variables: DatasetAddPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "DatabaseConnection",
    "kind": "LinkedField",
    "name": "databases",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DatabaseEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Database",
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
                "name": "databaseName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "backend",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "databases(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DatasetAddPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DatasetAddPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d59f6d8e252dda3403d35b9adcabaae5",
    "id": "8361ae886383e3b56660faee25b1c5763b26447c26a90fb7d767354cd1f4bee5",
    "metadata": {},
    "name": "DatasetAddPageQuery",
    "operationKind": "query",
    "text": "query DatasetAddPageQuery {\n  databases(first: 100) {\n    edges {\n      node {\n        id\n        databaseName\n        backend\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e7a9260052c65966c984836e69c9539f";

export default node;
