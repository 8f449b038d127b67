/**
 * @generated SignedSource<<68f1dfebdaca1140429d1069ebb90d34>>
 * @relayHash 1b12526f3a1cbac4f3f5a72cec0e3002
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e31c42270bc0f89573029a59fc6f8fcdb2a853600519403410e3bec514ecca7

import type { ConcreteRequest } from 'relay-runtime';
export type DatabaseConnectionFormTestMutation$variables = {
  name?: string | null | undefined;
  uri: string;
};
export type DatabaseConnectionFormTestMutation$data = {
  readonly testDatabaseConnection: {
    readonly __typename: string;
    readonly message?: string;
    readonly ok?: boolean;
  };
};
export type DatabaseConnectionFormTestMutation = {
  response: DatabaseConnectionFormTestMutation$data;
  variables: DatabaseConnectionFormTestMutation$variables;
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
    "name": "DatabaseConnectionFormTestMutation",
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
    "name": "DatabaseConnectionFormTestMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "1b12526f3a1cbac4f3f5a72cec0e3002",
    "id": "9e31c42270bc0f89573029a59fc6f8fcdb2a853600519403410e3bec514ecca7",
    "metadata": {},
    "name": "DatabaseConnectionFormTestMutation",
    "operationKind": "mutation",
    "text": "mutation DatabaseConnectionFormTestMutation(\n  $uri: String!\n  $name: String\n) {\n  testDatabaseConnection(sqlalchemyUri: $uri, databaseName: $name) {\n    __typename\n    ... on TestDatabaseConnectionPayload {\n      ok\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fcf556b18511f58b848efec808463fbc";

export default node;
