/**
 * @generated SignedSource<<ee02abc03aba29f8415e5d9135d964bb>>
 * @relayHash b95a6df0a81fdce1811b65c586053b0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5704bf62c055712c57f67a3d286cda9167374b98e46ba3aabb8851e9ee74812

import type { ConcreteRequest } from 'relay-runtime';
export type useChartQueryQuery$variables = {
  force?: boolean | null | undefined;
  queryContext: unknown;
};
export type useChartQueryQuery$data = {
  readonly chartData: {
    readonly job: {
      readonly jobId: string;
    } | null | undefined;
    readonly results: ReadonlyArray<{
      readonly colnames: ReadonlyArray<string>;
      readonly coltypes: ReadonlyArray<number>;
      readonly data: unknown;
      readonly error: string | null | undefined;
      readonly isCached: boolean;
      readonly query: string | null | undefined;
      readonly rowcount: number;
    }>;
  };
};
export type useChartQueryQuery = {
  response: useChartQueryQuery$data;
  variables: useChartQueryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "force"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "queryContext"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "force",
        "variableName": "force"
      },
      {
        "kind": "Variable",
        "name": "queryContext",
        "variableName": "queryContext"
      }
    ],
    "concreteType": "ChartData",
    "kind": "LinkedField",
    "name": "chartData",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ChartJob",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "jobId",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ChartQueryResult",
        "kind": "LinkedField",
        "name": "results",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "colnames",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "coltypes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowcount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "query",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isCached",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "error",
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "useChartQueryQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChartQueryQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b95a6df0a81fdce1811b65c586053b0e",
    "id": "a5704bf62c055712c57f67a3d286cda9167374b98e46ba3aabb8851e9ee74812",
    "metadata": {},
    "name": "useChartQueryQuery",
    "operationKind": "query",
    "text": "query useChartQueryQuery(\n  $queryContext: JSON!\n  $force: Boolean\n) {\n  chartData(queryContext: $queryContext, force: $force) {\n    job {\n      jobId\n    }\n    results {\n      colnames\n      coltypes\n      data\n      rowcount\n      query\n      isCached\n      error\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dae7663bbd6c3f60b859e15b3b8e333c";

export default node;
