/**
 * @generated SignedSource<<f7c25a92337039c22657bd905a5a0692>>
 * @relayHash 27eff0c4b27019e3234c40ea61a69429
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a1770733e62f50365d92713e40c9b5cc93f3e6248b4f41b3fd1d65f6cc1755bf

import type { ConcreteRequest } from 'relay-runtime';
export type TableColumnsQuery$variables = {
  id: string;
  schema?: string | null | undefined;
  table: string;
};
export type TableColumnsQuery$data = {
  readonly node: {
    readonly tableColumns?: ReadonlyArray<{
      readonly name: string;
      readonly type: string | null | undefined;
    }>;
  } | null | undefined;
};
export type TableColumnsQuery = {
  response: TableColumnsQuery$data;
  variables: TableColumnsQuery$variables;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
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
    "name": "TableColumnsQuery",
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
    "name": "TableColumnsQuery",
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
    "cacheID": "27eff0c4b27019e3234c40ea61a69429",
    "id": "a1770733e62f50365d92713e40c9b5cc93f3e6248b4f41b3fd1d65f6cc1755bf",
    "metadata": {},
    "name": "TableColumnsQuery",
    "operationKind": "query",
    "text": "query TableColumnsQuery(\n  $id: ID!\n  $schema: String\n  $table: String!\n) {\n  node(id: $id) {\n    __typename\n    ... on Database {\n      tableColumns(schema: $schema, table: $table) {\n        name\n        type\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "703b7528aa8f035eee67fb1ab4500ab0";

export default node;
