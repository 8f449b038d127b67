/**
 * @generated SignedSource<<767087c52085f14de5abfb23ab2fde4e>>
 * @relayHash 8fcea3a757b580b6a0e2c6b4af03cbe0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1868cbb60b04503f47b2c1b7a61686dd8df0aabfeab3c27f07b62afa9dcae68

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
export type SaveModalUpdateChartMutation$variables = {
  id: string;
  input: ChartFieldsInput;
};
export type SaveModalUpdateChartMutation$data = {
  readonly updateChart: {
    readonly __typename: string;
    readonly chart?: {
      readonly chartId: number;
      readonly dashboardIds: ReadonlyArray<number>;
      readonly drawnFormData: unknown;
      readonly formData: unknown;
      readonly id: string;
      readonly sliceName: string;
    };
    readonly message?: string;
  };
};
export type SaveModalUpdateChartMutation = {
  response: SaveModalUpdateChartMutation$data;
  variables: SaveModalUpdateChartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateChart",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "formData",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "drawnFormData",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dashboardIds",
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
    "name": "SaveModalUpdateChartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveModalUpdateChartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8fcea3a757b580b6a0e2c6b4af03cbe0",
    "id": "d1868cbb60b04503f47b2c1b7a61686dd8df0aabfeab3c27f07b62afa9dcae68",
    "metadata": {},
    "name": "SaveModalUpdateChartMutation",
    "operationKind": "mutation",
    "text": "mutation SaveModalUpdateChartMutation(\n  $id: ID!\n  $input: ChartFieldsInput!\n) {\n  updateChart(id: $id, input: $input) {\n    __typename\n    ... on ChartPayload {\n      chart {\n        id\n        chartId\n        sliceName\n        formData\n        drawnFormData\n        dashboardIds\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae8ece8f3dc0de383e90b3fe6357a809";

export default node;
