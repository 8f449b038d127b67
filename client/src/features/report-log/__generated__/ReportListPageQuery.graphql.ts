/**
 * @generated SignedSource<<8b1b5db467e49cbb49bec9e59e6a3df8>>
 * @relayHash b6676b300f3deaf772e9216b6631b041
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06b10d3029b7b9c1c32a695e15ae40b16705a29973e68377c3a8be10d02215e3

import type { ConcreteRequest } from 'relay-runtime';
export type ReportListPageQuery$variables = Record<PropertyKey, never>;
export type ReportListPageQuery$data = {
  readonly reports: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly active: boolean;
        readonly crontabHumanized: string;
        readonly id: string;
        readonly lastEvalDttm: string | null | undefined;
        readonly lastState: string;
        readonly name: string;
        readonly reportId: number;
        readonly type: string;
      };
    }>;
    readonly totalCount: number;
  };
};
export type ReportListPageQuery = {
  response: ReportListPageQuery$data;
  variables: ReportListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": {
          "direction": "ASC",
          "field": "NAME"
        }
      }
    ],
    "concreteType": "ReportConnection",
    "kind": "LinkedField",
    "name": "reports",
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
        "concreteType": "ReportEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Report",
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
                "name": "lastState",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastEvalDttm",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "reports(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"NAME\"})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportListPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReportListPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b6676b300f3deaf772e9216b6631b041",
    "id": "06b10d3029b7b9c1c32a695e15ae40b16705a29973e68377c3a8be10d02215e3",
    "metadata": {},
    "name": "ReportListPageQuery",
    "operationKind": "query",
    "text": "query ReportListPageQuery {\n  reports(first: 100, orderBy: {field: NAME, direction: ASC}) {\n    totalCount\n    edges {\n      node {\n        id\n        reportId\n        name\n        type\n        active\n        crontabHumanized\n        lastState\n        lastEvalDttm\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4bebdab3b89a308a280712d86b88f01";

export default node;
