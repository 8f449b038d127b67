/**
 * @generated SignedSource<<a8fbfa7f99fe5855d3e9f7dfc105a9db>>
 * @relayHash 53fe3a471869a7f6ddbd5d096ec7a306
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58d3d0fcb17942be60f98714fd9156da10e14f5997a2be52d3fbe8280773e189

import type { ConcreteRequest } from 'relay-runtime';
export type ReportCreationMethod = "ALERTS_REPORTS" | "CHARTS" | "DASHBOARDS" | "%future added value";
export type ReportScheduleButtonQuery$variables = {
  chartId?: number | null | undefined;
  creationMethod?: ReportCreationMethod | null | undefined;
  dashboardId?: number | null | undefined;
};
export type ReportScheduleButtonQuery$data = {
  readonly reports: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly active: boolean;
        readonly crontab: string;
        readonly crontabHumanized: string;
        readonly description: string | null | undefined;
        readonly forceScreenshot: boolean;
        readonly id: string;
        readonly name: string;
        readonly ownerIds: ReadonlyArray<number>;
        readonly recipients: ReadonlyArray<{
          readonly target: string | null | undefined;
          readonly type: string;
        }>;
        readonly reportFormat: string;
        readonly timezone: string;
      };
    }>;
  };
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly userId: number;
  } | null | undefined;
};
export type ReportScheduleButtonQuery = {
  response: ReportScheduleButtonQuery$data;
  variables: ReportScheduleButtonQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "chartId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "creationMethod"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dashboardId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "chartId",
      "variableName": "chartId"
    },
    {
      "kind": "Variable",
      "name": "creationMethod",
      "variableName": "creationMethod"
    },
    {
      "kind": "Variable",
      "name": "dashboardId",
      "variableName": "dashboardId"
    },
    {
      "kind": "Literal",
      "name": "first",
      "value": 50
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
            (v5/*:: as any*/),
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
              "name": "description",
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
              "name": "crontab",
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
              "name": "reportFormat",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "forceScreenshot",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ownerIds",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ReportRecipient",
              "kind": "LinkedField",
              "name": "recipients",
              "plural": true,
              "selections": [
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
                  "name": "target",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportScheduleButtonQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReportScheduleButtonQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "53fe3a471869a7f6ddbd5d096ec7a306",
    "id": "58d3d0fcb17942be60f98714fd9156da10e14f5997a2be52d3fbe8280773e189",
    "metadata": {},
    "name": "ReportScheduleButtonQuery",
    "operationKind": "query",
    "text": "query ReportScheduleButtonQuery(\n  $dashboardId: Int\n  $chartId: Int\n  $creationMethod: ReportCreationMethod\n) {\n  viewer {\n    userId\n    email\n    id\n  }\n  reports(dashboardId: $dashboardId, chartId: $chartId, creationMethod: $creationMethod, first: 50) {\n    edges {\n      node {\n        id\n        name\n        description\n        active\n        crontab\n        crontabHumanized\n        timezone\n        reportFormat\n        forceScreenshot\n        ownerIds\n        recipients {\n          type\n          target\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "db53ad4474a18e012cacbe2b427d557c";

export default node;
