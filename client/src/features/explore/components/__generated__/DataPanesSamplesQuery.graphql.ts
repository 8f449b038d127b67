/**
 * @generated SignedSource<<0e7b4cc26d3a4843aee2524665c175d2>>
 * @relayHash d73d6d37bec30c29532074a95675a60b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b57f40f649633f28ad8b307a45022135a991335837cc84b1f3fba4fc80e83d5

import type { ConcreteRequest } from 'relay-runtime';
export type DataPanesSamplesQuery$variables = {
  id: string;
};
export type DataPanesSamplesQuery$data = {
  readonly node: {
    readonly samples?: {
      readonly colnames: ReadonlyArray<string>;
      readonly coltypes: ReadonlyArray<number>;
      readonly data: unknown;
    };
  } | null | undefined;
};
export type DataPanesSamplesQuery = {
  response: DataPanesSamplesQuery$data;
  variables: DataPanesSamplesQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "perPage",
          "value": 100
        }
      ],
      "concreteType": "DatasetSamples",
      "kind": "LinkedField",
      "name": "samples",
      "plural": false,
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
        }
      ],
      "storageKey": "samples(perPage:100)"
    }
  ],
  "type": "Dataset",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DataPanesSamplesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "DataPanesSamplesQuery",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
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
    ]
  },
  "params": {
    "cacheID": "d73d6d37bec30c29532074a95675a60b",
    "id": "8b57f40f649633f28ad8b307a45022135a991335837cc84b1f3fba4fc80e83d5",
    "metadata": {},
    "name": "DataPanesSamplesQuery",
    "operationKind": "query",
    "text": "query DataPanesSamplesQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Dataset {\n      samples(perPage: 100) {\n        colnames\n        coltypes\n        data\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5dd7f8c85e3d2a1d587fd475c0b57077";

export default node;
