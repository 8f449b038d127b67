/**
 * @generated SignedSource<<9f614598c111bc9b36a348739995335f>>
 * @relayHash 6cdaac3cd7ae521d3460d2ed2f6d111c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 293692dceac976e3bd0cb4a3b29da1881a14ce4a4cae897267f72f90fc76f71e

import type { ConcreteRequest } from 'relay-runtime';
import type { Result } from "relay-runtime";
export type SelectFilterControlQuery$variables = {
  queryContext: unknown;
  skip: boolean;
};
export type SelectFilterControlQuery$data = {
  readonly chartData?: Result<{
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
    "cacheID": "6cdaac3cd7ae521d3460d2ed2f6d111c",
    "id": "293692dceac976e3bd0cb4a3b29da1881a14ce4a4cae897267f72f90fc76f71e",
    "metadata": {},
    "name": "SelectFilterControlQuery",
    "operationKind": "query",
    "text": "query SelectFilterControlQuery(\n  $queryContext: JSON!\n  $skip: Boolean!\n) {\n  chartData(queryContext: $queryContext) @skip(if: $skip) {\n    results {\n      data\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4083870047bbe947155f71b678bc2a3b";

export default node;
