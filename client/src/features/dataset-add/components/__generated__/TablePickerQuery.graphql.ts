/**
 * @generated SignedSource<<d410212f73d330f147f0dac6703ba04d>>
 * @relayHash 04357d8c63841e83d233e070ed79e716
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 411088a91004d589518f43e2ee9ac2572db2a786b38c59c2191de5c8967f525a

import type { ConcreteRequest } from 'relay-runtime';
export type DatabaseTableKind = "TABLE" | "VIEW" | "%future added value";
export type TablePickerQuery$variables = {
  id: string;
  schema: string;
  search?: string | null | undefined;
};
export type TablePickerQuery$data = {
  readonly node: {
    readonly tables?: ReadonlyArray<{
      readonly kind: DatabaseTableKind;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type TablePickerQuery = {
  response: TablePickerQuery$data;
  variables: TablePickerQuery$variables;
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
    "name": "schema"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
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
          "kind": "Variable",
          "name": "schema",
          "variableName": "schema"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        }
      ],
      "concreteType": "DatabaseTable",
      "kind": "LinkedField",
      "name": "tables",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Database",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TablePickerQuery",
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
    "name": "TablePickerQuery",
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
    "cacheID": "04357d8c63841e83d233e070ed79e716",
    "id": "411088a91004d589518f43e2ee9ac2572db2a786b38c59c2191de5c8967f525a",
    "metadata": {},
    "name": "TablePickerQuery",
    "operationKind": "query",
    "text": "query TablePickerQuery(\n  $id: ID!\n  $schema: String!\n  $search: String\n) {\n  node(id: $id) {\n    __typename\n    ... on Database {\n      tables(schema: $schema, search: $search) {\n        name\n        kind\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d769af963c8551acfbbb2bcf997afce7";

export default node;
