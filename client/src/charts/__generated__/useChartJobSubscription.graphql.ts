/**
 * @generated SignedSource<<032a1b394bd91339da2e42d9298e2714>>
 * @relayHash 40bd5efa555c3f8e551cea94f37638fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID feab65094e9c71a60017ce8e23e62ce94fc80d7d5aa6dcfa4284507bda10bcdb

import type { ConcreteRequest } from 'relay-runtime';
import type { Result } from "relay-runtime";
export type ChartJobStatus = "DONE" | "ERROR" | "PENDING" | "RUNNING" | "%future added value";
export type useChartJobSubscription$variables = {
  jobId: string;
};
export type useChartJobSubscription$data = {
  readonly chartJob: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly jobId: string;
    readonly result: Result<{
      readonly results: ReadonlyArray<{
        readonly colnames: ReadonlyArray<string>;
        readonly coltypes: ReadonlyArray<number>;
        readonly data: unknown;
        readonly rowcount: number;
      }>;
    } | null | undefined, unknown>;
    readonly status: ChartJobStatus;
  };
};
export type useChartJobSubscription = {
  response: useChartJobSubscription$data;
  variables: useChartJobSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jobId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "jobId",
    "variableName": "jobId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jobId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ChartJobError",
  "kind": "LinkedField",
  "name": "errors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ChartData",
  "kind": "LinkedField",
  "name": "result",
  "plural": false,
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChartJobSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChartJob",
        "kind": "LinkedField",
        "name": "chartJob",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "CatchField",
            "field": (v5/*:: as any*/),
            "to": "RESULT"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChartJobSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChartJob",
        "kind": "LinkedField",
        "name": "chartJob",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "40bd5efa555c3f8e551cea94f37638fb",
    "id": "feab65094e9c71a60017ce8e23e62ce94fc80d7d5aa6dcfa4284507bda10bcdb",
    "metadata": {},
    "name": "useChartJobSubscription",
    "operationKind": "subscription",
    "text": "subscription useChartJobSubscription(\n  $jobId: ID!\n) {\n  chartJob(jobId: $jobId) {\n    jobId\n    status\n    errors {\n      message\n    }\n    result {\n      results {\n        colnames\n        coltypes\n        data\n        rowcount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cbc41666029142be80d6158078ebc87c";

export default node;
