/**
 * @generated SignedSource<<ab934b583da151bad364ce17db43e359>>
 * @relayHash 23f80a6302b3c312b22998bb5b66bdea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f97e0f598fd171b64819a1349bc7fa5c2aceb214b9f60118356feb5b61522692

import type { ConcreteRequest } from 'relay-runtime';
export type ChangeDatasetModalMutation$variables = {
  chartId: string;
  datasetId: string;
};
export type ChangeDatasetModalMutation$data = {
  readonly changeChartDataset: {
    readonly __typename: string;
    readonly chart?: {
      readonly chartId: number;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type ChangeDatasetModalMutation = {
  response: ChangeDatasetModalMutation$data;
  variables: ChangeDatasetModalMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "chartId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "datasetId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "chartId",
        "variableName": "chartId"
      },
      {
        "kind": "Variable",
        "name": "datasetId",
        "variableName": "datasetId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "changeChartDataset",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ChangeChartDatasetPayload",
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
    "name": "ChangeDatasetModalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangeDatasetModalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "23f80a6302b3c312b22998bb5b66bdea",
    "id": "f97e0f598fd171b64819a1349bc7fa5c2aceb214b9f60118356feb5b61522692",
    "metadata": {},
    "name": "ChangeDatasetModalMutation",
    "operationKind": "mutation",
    "text": "mutation ChangeDatasetModalMutation(\n  $chartId: ID!\n  $datasetId: ID!\n) {\n  changeChartDataset(chartId: $chartId, datasetId: $datasetId) {\n    __typename\n    ... on ChangeChartDatasetPayload {\n      chart {\n        id\n        chartId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b307eab5d6e6823dcd78df8a4729922";

export default node;
