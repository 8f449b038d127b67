/**
 * @generated SignedSource<<f8aae78f2c25baf552d4e9f9fc7315da>>
 * @relayHash af87c2113737cae2d1f8a6d784fc9aa0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba27c82b73d9695d7715cc6f36bcc3504b172631fd9c548681178a0da534940c

import type { ConcreteRequest } from 'relay-runtime';
export type ChartFieldsInput = {
  cacheTimeout?: number | null | undefined;
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  dashboardIds?: ReadonlyArray<number> | null | undefined;
  datasourceId?: number | null | undefined;
  datasourceType?: string | null | undefined;
  description?: string | null | undefined;
  ownerIds?: ReadonlyArray<number> | null | undefined;
  params?: unknown | null | undefined;
  queryContext?: unknown | null | undefined;
  sliceName?: string | null | undefined;
  vizType?: string | null | undefined;
};
export type SaveModalCreateChartMutation$variables = {
  input: ChartFieldsInput;
};
export type SaveModalCreateChartMutation$data = {
  readonly createChart: {
    readonly __typename: string;
    readonly chart?: {
      readonly chartId: number;
      readonly id: string;
      readonly sliceName: string;
    };
    readonly message?: string;
  };
};
export type SaveModalCreateChartMutation = {
  response: SaveModalCreateChartMutation$data;
  variables: SaveModalCreateChartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createChart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Chart",
            "kind": "LinkedField",
            "name": "chart",
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
                "name": "chartId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sliceName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ChartPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "SaveModalCreateChartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveModalCreateChartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "af87c2113737cae2d1f8a6d784fc9aa0",
    "id": "ba27c82b73d9695d7715cc6f36bcc3504b172631fd9c548681178a0da534940c",
    "metadata": {},
    "name": "SaveModalCreateChartMutation",
    "operationKind": "mutation",
    "text": "mutation SaveModalCreateChartMutation(\n  $input: ChartFieldsInput!\n) {\n  createChart(input: $input) {\n    __typename\n    ... on ChartPayload {\n      chart {\n        id\n        chartId\n        sliceName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a13008b5bc5da519edf377361b33ea25";

export default node;
