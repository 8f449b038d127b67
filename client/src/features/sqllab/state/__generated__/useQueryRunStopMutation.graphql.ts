/**
 * @generated SignedSource<<7df9821fef50ccc2f111e61ce88b3c39>>
 * @relayHash 302751c6ce37a6000ba9aacd5d9771b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cd055e3859e7ed7f292697920c7aa9bb76fd8f7d63db412a4a09b93680dd7af

import type { ConcreteRequest } from 'relay-runtime';
export type SqlLabQueryStatus = "FAILED" | "PENDING" | "RUNNING" | "STOPPED" | "SUCCESS" | "TIMED_OUT" | "%future added value";
export type useQueryRunStopMutation$variables = {
  clientId: string;
};
export type useQueryRunStopMutation$data = {
  readonly stopSqlLabQuery: {
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
export type useQueryRunStopMutation = {
  response: useQueryRunStopMutation$data;
  variables: useQueryRunStopMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "stopSqlLabQuery",
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
        "type": "StopSqlLabQueryPayload",
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
    "name": "useQueryRunStopMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQueryRunStopMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "302751c6ce37a6000ba9aacd5d9771b3",
    "id": "0cd055e3859e7ed7f292697920c7aa9bb76fd8f7d63db412a4a09b93680dd7af",
    "metadata": {},
    "name": "useQueryRunStopMutation",
    "operationKind": "mutation",
    "text": "mutation useQueryRunStopMutation(\n  $clientId: String!\n) {\n  stopSqlLabQuery(clientId: $clientId) {\n    __typename\n    ... on StopSqlLabQueryPayload {\n      query {\n        id\n        clientId\n        status\n        progress\n        startTime\n        durationMs\n        errorMessage\n        errorLine\n        rows\n        limit\n        limitReached\n        csvUrl\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "26d487cd67c2d1385c1bf4232dff6767";

export default node;
