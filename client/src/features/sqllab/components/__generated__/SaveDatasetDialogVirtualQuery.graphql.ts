/**
 * @generated SignedSource<<1f98677320e544d76cd60a5c2f4651ff>>
 * @relayHash 63cde46e9b850257a849cbc1b6cbb522
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e00d698d404355dd6014db6668b90d1b1cd81f6f6b4d3edf18764707ceeadca

import type { ConcreteRequest } from 'relay-runtime';
export type SaveDatasetDialogVirtualQuery$variables = Record<PropertyKey, never>;
export type SaveDatasetDialogVirtualQuery$data = {
  readonly datasets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly tableName: string;
        readonly viewerCanEdit: boolean;
      };
    }>;
  };
};
export type SaveDatasetDialogVirtualQuery = {
  response: SaveDatasetDialogVirtualQuery$data;
  variables: SaveDatasetDialogVirtualQuery$variables;
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
      },
      {
        "kind": "Literal",
        "name": "kind",
        "value": "VIRTUAL"
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
                "name": "tableName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanEdit",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "datasets(first:100,kind:\"VIRTUAL\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveDatasetDialogVirtualQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SaveDatasetDialogVirtualQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "63cde46e9b850257a849cbc1b6cbb522",
    "id": "7e00d698d404355dd6014db6668b90d1b1cd81f6f6b4d3edf18764707ceeadca",
    "metadata": {},
    "name": "SaveDatasetDialogVirtualQuery",
    "operationKind": "query",
    "text": "query SaveDatasetDialogVirtualQuery {\n  datasets(first: 100, kind: VIRTUAL) {\n    edges {\n      node {\n        id\n        tableName\n        viewerCanEdit\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "87a132316992d2dfeb470d245ca686a7";

export default node;
