/**
 * @generated SignedSource<<8923ce4ef70ffc9d8e16ce27b311c456>>
 * @relayHash 72b412b881dd5457fceb8cf8a5812f22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63495a5cb799f27ab5f2041cc685d5699b99242c8505aeac833a4390c793f591

import type { ConcreteRequest } from 'relay-runtime';
import type { Result } from "relay-runtime";
export type chartRefreshForceQuery$variables = {
  id: string;
};
export type chartRefreshForceQuery$data = {
  readonly node: {
    readonly data?: Result<{
      readonly results: ReadonlyArray<{
        readonly rowcount: number;
      }>;
    }, unknown>;
  } | null | undefined;
};
export type chartRefreshForceQuery = {
  response: chartRefreshForceQuery$data;
  variables: chartRefreshForceQuery$variables;
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
  "args": [
    {
      "kind": "Literal",
      "name": "force",
      "value": true
    }
  ],
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
          "name": "rowcount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "data(force:true)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "chartRefreshForceQuery",
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
    "name": "chartRefreshForceQuery",
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
    "cacheID": "72b412b881dd5457fceb8cf8a5812f22",
    "id": "63495a5cb799f27ab5f2041cc685d5699b99242c8505aeac833a4390c793f591",
    "metadata": {},
    "name": "chartRefreshForceQuery",
    "operationKind": "query",
    "text": "query chartRefreshForceQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Chart {\n      data(force: true) {\n        results {\n          rowcount\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7440a1e9b0d0e52face32603d52cceff";

export default node;
