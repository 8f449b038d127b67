/**
 * @generated SignedSource<<62da297f65f06ae6e8daab3e3d4694ee>>
 * @relayHash 2bccc6f27d7e4dbf7753713b1a5690ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e46283e5f844844320c39d1e9dabbfe7fba71949c6ae9d5f619e80e856f7ee69

import type { ConcreteRequest } from 'relay-runtime';
export type SchemaSelectQuery$variables = {
  id: string;
};
export type SchemaSelectQuery$data = {
  readonly node: {
    readonly schemas?: ReadonlyArray<string>;
  } | null | undefined;
};
export type SchemaSelectQuery = {
  response: SchemaSelectQuery$data;
  variables: SchemaSelectQuery$variables;
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
      "args": null,
      "kind": "ScalarField",
      "name": "schemas",
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
    "name": "SchemaSelectQuery",
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
    "name": "SchemaSelectQuery",
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
    "cacheID": "2bccc6f27d7e4dbf7753713b1a5690ff",
    "id": "e46283e5f844844320c39d1e9dabbfe7fba71949c6ae9d5f619e80e856f7ee69",
    "metadata": {},
    "name": "SchemaSelectQuery",
    "operationKind": "query",
    "text": "query SchemaSelectQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Database {\n      schemas\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce8ca8ec020bea586ddf35efb86d67c1";

export default node;
