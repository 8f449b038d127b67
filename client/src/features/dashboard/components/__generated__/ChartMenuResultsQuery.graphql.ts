/**
 * @generated SignedSource<<f7f70969cd78b5b0a6d9bb3d96afe08c>>
 * @relayHash b2e5b88f1145a8dbd87c12ff5df707a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eefc5b278aa45fa934f744d76537359bf1f633fc05fe814a08131f252edf7e21

import type { ConcreteRequest } from 'relay-runtime';
import type { Result } from "relay-runtime";
export type ChartMenuResultsQuery$variables = {
  id: string;
};
export type ChartMenuResultsQuery$data = {
  readonly node: {
    readonly data?: Result<{
      readonly results: ReadonlyArray<{
        readonly colnames: ReadonlyArray<string>;
        readonly data: unknown;
        readonly rowcount: number;
      }>;
    }, unknown>;
  } | null | undefined;
};
export type ChartMenuResultsQuery = {
  response: ChartMenuResultsQuery$data;
  variables: ChartMenuResultsQuery$variables;
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
  "alias": null,
  "args": null,
  "concreteType": "ChartData",
  "kind": "LinkedField",
  "name": "data",
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
    "name": "ChartMenuResultsQuery",
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
            "kind": "InlineFragment",
            "selections": [
              {
                "kind": "CatchField",
                "field": (v2/*:: as any*/),
                "to": "RESULT"
              }
            ],
            "type": "Chart",
            "abstractKey": null
          }
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
    "name": "ChartMenuResultsQuery",
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
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/)
            ],
            "type": "Chart",
            "abstractKey": null
          },
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
    "cacheID": "b2e5b88f1145a8dbd87c12ff5df707a5",
    "id": "eefc5b278aa45fa934f744d76537359bf1f633fc05fe814a08131f252edf7e21",
    "metadata": {},
    "name": "ChartMenuResultsQuery",
    "operationKind": "query",
    "text": "query ChartMenuResultsQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Chart {\n      data {\n        results {\n          colnames\n          data\n          rowcount\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "38cc83bb7dd29e6a5d8150125437a25f";

export default node;
