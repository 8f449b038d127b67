/**
 * @generated SignedSource<<d29fbf576192112dbe1c8f6e6808e469>>
 * @relayHash 545e9004c6148b5bfacacc0fd8b9d6b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcb8e7bad6642a9a0821d9b63c338df509dbcd349fd135c88bffd9bd21e8cae9

import type { ConcreteRequest } from 'relay-runtime';
export type ReportLogPageQuery$variables = {
  id: string;
};
export type ReportLogPageQuery$data = {
  readonly node: {
    readonly active?: boolean;
    readonly chartId?: number | null | undefined;
    readonly crontabHumanized?: string;
    readonly dashboardId?: number | null | undefined;
    readonly executionLog?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly endedAt: string | null | undefined;
          readonly errorMessage: string | null | undefined;
          readonly logId: number;
          readonly scheduledAt: string;
          readonly startedAt: string | null | undefined;
          readonly state: string;
          readonly value: number | null | undefined;
        };
      }>;
      readonly totalCount: number;
    };
    readonly lastEvalDttm?: string | null | undefined;
    readonly lastState?: string;
    readonly name?: string;
    readonly reportId?: number;
    readonly timezone?: string;
    readonly type?: string;
  } | null | undefined;
};
export type ReportLogPageQuery = {
  response: ReportLogPageQuery$data;
  variables: ReportLogPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "crontabHumanized",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timezone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastEvalDttm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chartId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dashboardId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "ReportExecutionLogConnection",
      "kind": "LinkedField",
      "name": "executionLog",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ReportExecutionLogEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ReportExecutionLog",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "logId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "scheduledAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "startedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "endedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "value",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "errorMessage",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "executionLog(first:100)"
    }
  ],
  "type": "Report",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportLogPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportLogPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "545e9004c6148b5bfacacc0fd8b9d6b7",
    "id": "dcb8e7bad6642a9a0821d9b63c338df509dbcd349fd135c88bffd9bd21e8cae9",
    "metadata": {},
    "name": "ReportLogPageQuery",
    "operationKind": "query",
    "text": "query ReportLogPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Report {\n      reportId\n      name\n      type\n      active\n      crontabHumanized\n      timezone\n      lastState\n      lastEvalDttm\n      chartId\n      dashboardId\n      executionLog(first: 100) {\n        totalCount\n        edges {\n          node {\n            logId\n            state\n            scheduledAt\n            startedAt\n            endedAt\n            value\n            errorMessage\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "92e754665663747ed9a77e9b7e34f339";

export default node;
