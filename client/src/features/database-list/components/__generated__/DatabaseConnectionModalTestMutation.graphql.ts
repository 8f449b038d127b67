/**
 * @generated SignedSource<<6ef588f2c52ee0a1fc14da2a6df6dd38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DatabaseConnectionModalTestMutation$variables = {
  name?: string | null | undefined;
  uri: string;
};
export type DatabaseConnectionModalTestMutation$data = {
  readonly testDatabaseConnection: {
    readonly __typename: string;
    readonly message?: string;
    readonly ok?: boolean;
  };
};
export type DatabaseConnectionModalTestMutation = {
  response: DatabaseConnectionModalTestMutation$data;
  variables: DatabaseConnectionModalTestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uri"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "databaseName",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "sqlalchemyUri",
        "variableName": "uri"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "testDatabaseConnection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ok",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "type": "TestDatabaseConnectionPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DatabaseConnectionModalTestMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DatabaseConnectionModalTestMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "4b19cdf2f225c982184ac3b7e691a626",
    "id": null,
    "metadata": {},
    "name": "DatabaseConnectionModalTestMutation",
    "operationKind": "mutation",
    "text": "mutation DatabaseConnectionModalTestMutation(\n  $uri: String!\n  $name: String\n) {\n  testDatabaseConnection(sqlalchemyUri: $uri, databaseName: $name) {\n    __typename\n    ... on TestDatabaseConnectionPayload {\n      ok\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f69cfa0cb0f8a783ed3bd224e335cb3";

export default node;
