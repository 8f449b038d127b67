/**
 * @generated SignedSource<<c057792ce7aa624c6c3f6bccbfc731af>>
 * @relayHash eb18e232575be4c4cfa5faabac5ff04f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9be8115db30c260f27329f88cfcb91d19a05054d0de672d1a94f1980b9119020

import type { ConcreteRequest } from 'relay-runtime';
export type useCompletionNamespaceQuery$variables = {
  hasSchema: boolean;
  id: string;
  schema: string;
};
export type useCompletionNamespaceQuery$data = {
  readonly node: {
    readonly schemas?: ReadonlyArray<string>;
    readonly tables?: ReadonlyArray<{
      readonly name: string;
    }>;
  } | null | undefined;
};
export type useCompletionNamespaceQuery = {
  response: useCompletionNamespaceQuery$data;
  variables: useCompletionNamespaceQuery$variables;
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
    "name": "useCompletionNamespaceQuery",
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
    "name": "useCompletionNamespaceQuery",
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
    "cacheID": "eb18e232575be4c4cfa5faabac5ff04f",
    "id": "9be8115db30c260f27329f88cfcb91d19a05054d0de672d1a94f1980b9119020",
    "metadata": {},
    "name": "useCompletionNamespaceQuery",
    "operationKind": "query",
    "text": "query useCompletionNamespaceQuery(\n  $id: ID!\n  $schema: String!\n  $hasSchema: Boolean!\n) {\n  node(id: $id) {\n    __typename\n    ... on Database {\n      schemas\n      tables(schema: $schema) @include(if: $hasSchema) {\n        name\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2b8c97f9e82468022d8478cf312d1ced";

export default node;
