/**
 * @generated SignedSource<<262ce47f5e146bf8fc9bdac0ca4e856b>>
 * @relayHash 2562216fdd49f016c52a7d9da7a1e7d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f1673ee4a530848eaf8d6e8156dede95c1afd38c5f44f424ad7cfd831c308e6

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
      readonly annotationData: unknown;
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
            "name": "annotationData",
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
    "cacheID": "2562216fdd49f016c52a7d9da7a1e7d0",
    "id": "7f1673ee4a530848eaf8d6e8156dede95c1afd38c5f44f424ad7cfd831c308e6",
    "metadata": {},
    "name": "useChartQueryQuery",
    "operationKind": "query",
    "text": "query useChartQueryQuery(\n  $queryContext: JSON!\n  $force: Boolean\n) {\n  chartData(queryContext: $queryContext, force: $force) {\n    job {\n      jobId\n    }\n    results {\n      colnames\n      coltypes\n      data\n      rowcount\n      annotationData\n      query\n      isCached\n      error\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6350dc4caea3e43e4f6628261edca21";

export default node;
