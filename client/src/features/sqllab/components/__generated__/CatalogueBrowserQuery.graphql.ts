/**
 * @generated SignedSource<<b7d1f1ead784e2612c84bf9e917af581>>
 * @relayHash 8767fc98559512f8c444a071d2eebc6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e890c5eaee51302a67e01b7d384e9af315a0e70558e9c2231235da3bc456a771

import type { ConcreteRequest } from 'relay-runtime';
export type DatabaseTableKind = "TABLE" | "VIEW" | "%future added value";
export type CatalogueBrowserQuery$variables = {
  hasSchema: boolean;
  id: string;
  schema: string;
};
export type CatalogueBrowserQuery$data = {
  readonly node: {
    readonly schemas?: ReadonlyArray<string>;
    readonly tables?: ReadonlyArray<{
      readonly kind: DatabaseTableKind;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type CatalogueBrowserQuery = {
  response: CatalogueBrowserQuery$data;
  variables: CatalogueBrowserQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasSchema"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "schema"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "schemas",
      "storageKey": null
    },
    {
      "condition": "hasSchema",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "schema",
              "variableName": "schema"
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
      ]
    }
  ],
  "type": "Database",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CatalogueBrowserQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CatalogueBrowserQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
          (v4/*:: as any*/),
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
    "cacheID": "8767fc98559512f8c444a071d2eebc6e",
    "id": "e890c5eaee51302a67e01b7d384e9af315a0e70558e9c2231235da3bc456a771",
    "metadata": {},
    "name": "CatalogueBrowserQuery",
    "operationKind": "query",
    "text": "query CatalogueBrowserQuery(\n  $id: ID!\n  $schema: String!\n  $hasSchema: Boolean!\n) {\n  node(id: $id) {\n    __typename\n    ... on Database {\n      schemas\n      tables(schema: $schema) @include(if: $hasSchema) {\n        name\n        kind\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e84a44c8dfef4b2cf590988ed7acf8f8";

export default node;
