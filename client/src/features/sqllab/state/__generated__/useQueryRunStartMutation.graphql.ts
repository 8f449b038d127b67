/**
 * @generated SignedSource<<a316bd3fb78a613b25a11d99d21f222d>>
 * @relayHash d6a3412447de9f995c8d5e8045f9fb06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1134f6e7b7c55ef7ae7a68989d26a11524a2a40b2182b01ddf14f2550441280d

import type { ConcreteRequest } from 'relay-runtime';
export type SqlLabQueryStatus = "FAILED" | "PENDING" | "RUNNING" | "STOPPED" | "SUCCESS" | "TIMED_OUT" | "%future added value";
export type RunSqlLabQueryInput = {
  catalog?: string | null | undefined;
  clientId?: string | null | undefined;
  databaseId: number;
  queryLimit?: number | null | undefined;
  runAsync?: boolean | null | undefined;
  schema?: string | null | undefined;
  sql: string;
  sqlEditorId?: string | null | undefined;
  tab?: string | null | undefined;
};
export type useQueryRunStartMutation$variables = {
  input: RunSqlLabQueryInput;
};
export type useQueryRunStartMutation$data = {
  readonly runSqlLabQuery: {
    readonly __typename: string;
    readonly message?: string;
    readonly query?: {
      readonly clientId: string;
      readonly csvUrl: string | null | undefined;
      readonly durationMs: number | null | undefined;
      readonly errorLine: number | null | undefined;
      readonly errorMessage: string | null | undefined;
      readonly id: string;
      readonly limit: number | null | undefined;
      readonly limitReached: boolean;
      readonly progress: number;
      readonly rows: number | null | undefined;
      readonly startTime: string;
      readonly status: SqlLabQueryStatus;
    };
  };
};
export type useQueryRunStartMutation = {
  response: useQueryRunStartMutation$data;
  variables: useQueryRunStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "runSqlLabQuery",
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
            "concreteType": "SqlLabQuery",
            "kind": "LinkedField",
            "name": "query",
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
                "name": "clientId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "progress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "durationMs",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorMessage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorLine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rows",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limitReached",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "csvUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RunSqlLabQueryPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useQueryRunStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQueryRunStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d6a3412447de9f995c8d5e8045f9fb06",
    "id": "1134f6e7b7c55ef7ae7a68989d26a11524a2a40b2182b01ddf14f2550441280d",
    "metadata": {},
    "name": "useQueryRunStartMutation",
    "operationKind": "mutation",
    "text": "mutation useQueryRunStartMutation(\n  $input: RunSqlLabQueryInput!\n) {\n  runSqlLabQuery(input: $input) {\n    __typename\n    ... on RunSqlLabQueryPayload {\n      query {\n        id\n        clientId\n        status\n        progress\n        startTime\n        durationMs\n        errorMessage\n        errorLine\n        rows\n        limit\n        limitReached\n        csvUrl\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2a9e9aba55a39b257d0ae8cf0577a08e";

export default node;
