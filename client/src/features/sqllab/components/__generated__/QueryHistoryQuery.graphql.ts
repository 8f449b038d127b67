/**
 * @generated SignedSource<<3d28a56242e016ca159cf73372ad7134>>
 * @relayHash ac35f7a61872024acc41ef45cfbbf0c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 531c79994353c2c34e726ac2fb6ba61764b0313393836b3a5082117f6db98573

import type { ConcreteRequest } from 'relay-runtime';
export type SqlLabQueryStatus = "FAILED" | "PENDING" | "RUNNING" | "STOPPED" | "SUCCESS" | "TIMED_OUT" | "%future added value";
export type QueryHistoryQuery$variables = Record<PropertyKey, never>;
export type QueryHistoryQuery$data = {
  readonly sqlLabQueries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number | null | undefined;
        readonly databaseName: string | null | undefined;
        readonly durationMs: number | null | undefined;
        readonly id: string;
        readonly rows: number | null | undefined;
        readonly schema: string | null | undefined;
        readonly sql: string;
        readonly startTime: string;
        readonly status: SqlLabQueryStatus;
      };
    }>;
  };
};
export type QueryHistoryQuery = {
  response: QueryHistoryQuery$data;
  variables: QueryHistoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "SqlLabQueryConnection",
    "kind": "LinkedField",
    "name": "sqlLabQueries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SqlLabQueryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SqlLabQuery",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sql",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "schema",
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
                "name": "durationMs",
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
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "sqlLabQueries(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QueryHistoryQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QueryHistoryQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ac35f7a61872024acc41ef45cfbbf0c2",
    "id": "531c79994353c2c34e726ac2fb6ba61764b0313393836b3a5082117f6db98573",
    "metadata": {},
    "name": "QueryHistoryQuery",
    "operationKind": "query",
    "text": "query QueryHistoryQuery {\n  sqlLabQueries(first: 50) {\n    edges {\n      node {\n        id\n        status\n        sql\n        schema\n        rows\n        durationMs\n        startTime\n        databaseId\n        databaseName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1375130085dfa4a3f97e6e9fdcf53caa";

export default node;
