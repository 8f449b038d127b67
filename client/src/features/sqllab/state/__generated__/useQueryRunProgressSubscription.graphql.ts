/**
 * @generated SignedSource<<32e7e37f3f315fd0e88164026e53aee5>>
 * @relayHash 7700f59f021cf20214bf7c48edae6a5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 863cb9d33c08234ae7ec8477a4cc1367940661772886d4d9d9edc4140fbcadd9

import type { ConcreteRequest } from 'relay-runtime';
export type SqlLabQueryStatus = "FAILED" | "PENDING" | "RUNNING" | "STOPPED" | "SUCCESS" | "TIMED_OUT" | "%future added value";
export type useQueryRunProgressSubscription$variables = {
  clientId: string;
};
export type useQueryRunProgressSubscription$data = {
  readonly sqlLabQueryProgress: {
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
export type useQueryRunProgressSubscription = {
  response: useQueryRunProgressSubscription$data;
  variables: useQueryRunProgressSubscription$variables;
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
    "concreteType": "SqlLabQuery",
    "kind": "LinkedField",
    "name": "sqlLabQueryProgress",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useQueryRunProgressSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQueryRunProgressSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7700f59f021cf20214bf7c48edae6a5c",
    "id": "863cb9d33c08234ae7ec8477a4cc1367940661772886d4d9d9edc4140fbcadd9",
    "metadata": {},
    "name": "useQueryRunProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription useQueryRunProgressSubscription(\n  $clientId: String!\n) {\n  sqlLabQueryProgress(clientId: $clientId) {\n    id\n    clientId\n    status\n    progress\n    startTime\n    durationMs\n    errorMessage\n    errorLine\n    rows\n    limit\n    limitReached\n    csvUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6b0dd9147f8f611f067107945374789";

export default node;
