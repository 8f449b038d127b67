/**
 * @generated SignedSource<<b7b54e80591c33e4016d40af58b152ae>>
 * @relayHash 807580853616f5d6eabba6e84e1b37b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8db18487493b585eac21b4c65cadc39eb35d129d36b63e952317243bb7b94ccf

import type { ConcreteRequest } from 'relay-runtime';
import type { Result } from "relay-runtime";
export type SelectFilterControlQuery$variables = {
  queryContext: unknown;
  skip: boolean;
};
export type SelectFilterControlQuery$data = {
  readonly chartData?: Result<{
    readonly job: {
      readonly jobId: string;
    } | null | undefined;
    readonly results: ReadonlyArray<{
      readonly data: unknown;
    }>;
  }, unknown>;
};
export type SelectFilterControlQuery = {
  response: SelectFilterControlQuery$data;
  variables: SelectFilterControlQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "queryContext"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "skip"
  }
],
v1 = {
  "alias": null,
  "args": [
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
          "name": "data",
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
    "name": "SelectFilterControlQuery",
    "selections": [
      {
        "condition": "skip",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "kind": "CatchField",
            "field": (v1/*:: as any*/),
            "to": "RESULT"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SelectFilterControlQuery",
    "selections": [
      {
        "condition": "skip",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          (v1/*:: as any*/)
        ]
      }
    ]
  },
  "params": {
    "cacheID": "807580853616f5d6eabba6e84e1b37b6",
    "id": "8db18487493b585eac21b4c65cadc39eb35d129d36b63e952317243bb7b94ccf",
    "metadata": {},
    "name": "SelectFilterControlQuery",
    "operationKind": "query",
    "text": "query SelectFilterControlQuery(\n  $queryContext: JSON!\n  $skip: Boolean!\n) {\n  chartData(queryContext: $queryContext) @skip(if: $skip) {\n    job {\n      jobId\n    }\n    results {\n      data\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6de52f6b0f11ba07221e1923e1c0da9";

export default node;
