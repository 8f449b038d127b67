/**
 * @generated SignedSource<<a7d622378deff0be4adee756e2b6b66c>>
 * @relayHash 595b8e04a313df90dcbe28bd263866e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39d093eb7a6b276189a3ffa35a4a724cce088cbf3d117dd2e64797d2ac6736bc

import type { ConcreteRequest } from 'relay-runtime';
export type SqlLabQueryStatus = "FAILED" | "PENDING" | "RUNNING" | "STOPPED" | "SUCCESS" | "TIMED_OUT" | "%future added value";
export type useQueryRunResultsQuery$variables = {
  clientId: string;
};
export type useQueryRunResultsQuery$data = {
  readonly sqlLabQuery: {
    readonly clientId: string;
    readonly csvUrl: string | null | undefined;
    readonly durationMs: number | null | undefined;
    readonly errorLine: number | null | undefined;
    readonly errorMessage: string | null | undefined;
    readonly id: string;
    readonly limit: number | null | undefined;
    readonly limitReached: boolean;
    readonly progress: number;
    readonly results: {
      readonly columns: ReadonlyArray<{
        readonly name: string;
      }>;
      readonly rows: unknown;
    } | null | undefined;
    readonly rows: number | null | undefined;
    readonly startTime: string;
    readonly status: SqlLabQueryStatus;
  } | null | undefined;
};
export type useQueryRunResultsQuery = {
  response: useQueryRunResultsQuery$data;
  variables: useQueryRunResultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rows",
  "storageKey": null
},
v2 = [
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
    "name": "sqlLabQuery",
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
      (v1/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SqlLabResults",
        "kind": "LinkedField",
        "name": "results",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SqlLabResultColumn",
            "kind": "LinkedField",
            "name": "columns",
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
          },
          (v1/*:: as any*/)
        ],
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
    "name": "useQueryRunResultsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQueryRunResultsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "595b8e04a313df90dcbe28bd263866e5",
    "id": "39d093eb7a6b276189a3ffa35a4a724cce088cbf3d117dd2e64797d2ac6736bc",
    "metadata": {},
    "name": "useQueryRunResultsQuery",
    "operationKind": "query",
    "text": "query useQueryRunResultsQuery(\n  $clientId: String!\n) {\n  sqlLabQuery(clientId: $clientId) {\n    id\n    clientId\n    status\n    progress\n    startTime\n    durationMs\n    errorMessage\n    errorLine\n    rows\n    limit\n    limitReached\n    csvUrl\n    results {\n      columns {\n        name\n      }\n      rows\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b5cca4dd38ea51e271e79bfb14a3b13a";

export default node;
