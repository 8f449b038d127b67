/**
 * @generated SignedSource<<80549dec037908831be39fe0cffa74ca>>
 * @relayHash 04df0c924a6977214e7d41cd6f73d3cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10e5f520f0606127119513b549614deb330bbfada3b6d2164ca99e348a35be8d

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
        readonly annotationData: unknown;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "annotationData",
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
    "cacheID": "04df0c924a6977214e7d41cd6f73d3cb",
    "id": "10e5f520f0606127119513b549614deb330bbfada3b6d2164ca99e348a35be8d",
    "metadata": {},
    "name": "useChartJobSubscription",
    "operationKind": "subscription",
    "text": "subscription useChartJobSubscription(\n  $jobId: ID!\n) {\n  chartJob(jobId: $jobId) {\n    jobId\n    status\n    errors {\n      message\n    }\n    result {\n      results {\n        colnames\n        coltypes\n        data\n        rowcount\n        annotationData\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ea7801ef9cee87defb8ecd273412072a";

export default node;
