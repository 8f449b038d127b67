/**
 * @generated SignedSource<<9f13104d4a8dc1cb37ad3f1d31f99f22>>
 * @relayHash 06d4ab768f92e9f8cce671c9b60d3c65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17d8c46b8b5691bd85ab3f40f8d90d5ad7bbb27eb4c831392e1c943712d7c4ec

import type { ConcreteRequest } from 'relay-runtime';
import type { Result } from "relay-runtime";
export type ChartMenuQueryTextQuery$variables = {
  id: string;
};
export type ChartMenuQueryTextQuery$data = {
  readonly node: {
    readonly data?: Result<{
      readonly results: ReadonlyArray<{
        readonly query: string | null | undefined;
      }>;
    }, unknown>;
  } | null | undefined;
};
export type ChartMenuQueryTextQuery = {
  response: ChartMenuQueryTextQuery$data;
  variables: ChartMenuQueryTextQuery$variables;
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
          "name": "query",
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
    "name": "ChartMenuQueryTextQuery",
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
    "name": "ChartMenuQueryTextQuery",
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
    "cacheID": "06d4ab768f92e9f8cce671c9b60d3c65",
    "id": "17d8c46b8b5691bd85ab3f40f8d90d5ad7bbb27eb4c831392e1c943712d7c4ec",
    "metadata": {},
    "name": "ChartMenuQueryTextQuery",
    "operationKind": "query",
    "text": "query ChartMenuQueryTextQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Chart {\n      data {\n        results {\n          query\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e72359dd7e0172ce745355c80823b8aa";

export default node;
