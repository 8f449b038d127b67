/**
 * @generated SignedSource<<d9ab12b2718aa3f4b68877eafa732313>>
 * @relayHash 5be9d2ed2e000f9467274617df9d403d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 571d310ddc3367ec56d6e32920671985a7bce22a8aee09248cac34758101befb

import type { ConcreteRequest } from 'relay-runtime';
export type SaveQueryAsDatasetDialogVirtualQuery$variables = Record<PropertyKey, never>;
export type SaveQueryAsDatasetDialogVirtualQuery$data = {
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
export type SaveQueryAsDatasetDialogVirtualQuery = {
  response: SaveQueryAsDatasetDialogVirtualQuery$data;
  variables: SaveQueryAsDatasetDialogVirtualQuery$variables;
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
    "name": "SaveQueryAsDatasetDialogVirtualQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SaveQueryAsDatasetDialogVirtualQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5be9d2ed2e000f9467274617df9d403d",
    "id": "571d310ddc3367ec56d6e32920671985a7bce22a8aee09248cac34758101befb",
    "metadata": {},
    "name": "SaveQueryAsDatasetDialogVirtualQuery",
    "operationKind": "query",
    "text": "query SaveQueryAsDatasetDialogVirtualQuery {\n  datasets(first: 100, kind: VIRTUAL) {\n    edges {\n      node {\n        id\n        tableName\n        viewerCanEdit\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5a874540d1def42689b9e96b5626b54";

export default node;
