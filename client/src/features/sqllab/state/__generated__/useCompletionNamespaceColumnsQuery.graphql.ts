/**
 * @generated SignedSource<<e54a184f12792417fe7f5650fdf1d51a>>
 * @relayHash abb2e4257b305e36eb0de7a8b7bc828e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cda812bd4b0896b31f868115dbb012a175627850e4e0fb1ca867cb70c1c02cc0

import type { ConcreteRequest } from 'relay-runtime';
export type useCompletionNamespaceColumnsQuery$variables = {
  id: string;
  schema?: string | null | undefined;
  table: string;
};
export type useCompletionNamespaceColumnsQuery$data = {
  readonly node: {
    readonly tableColumns?: ReadonlyArray<{
      readonly name: string;
    }>;
  } | null | undefined;
};
export type useCompletionNamespaceColumnsQuery = {
  response: useCompletionNamespaceColumnsQuery$data;
  variables: useCompletionNamespaceColumnsQuery$variables;
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
    "name": "table"
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
          "name": "table",
          "variableName": "table"
        }
      ],
      "concreteType": "DatabaseTableColumn",
      "kind": "LinkedField",
      "name": "tableColumns",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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
    "name": "useCompletionNamespaceColumnsQuery",
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
    "name": "useCompletionNamespaceColumnsQuery",
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
    "cacheID": "abb2e4257b305e36eb0de7a8b7bc828e",
    "id": "cda812bd4b0896b31f868115dbb012a175627850e4e0fb1ca867cb70c1c02cc0",
    "metadata": {},
    "name": "useCompletionNamespaceColumnsQuery",
    "operationKind": "query",
    "text": "query useCompletionNamespaceColumnsQuery(\n  $id: ID!\n  $schema: String\n  $table: String!\n) {\n  node(id: $id) {\n    __typename\n    ... on Database {\n      tableColumns(schema: $schema, table: $table) {\n        name\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3321bf43e524046a2a7653bf96b5ed30";

export default node;
