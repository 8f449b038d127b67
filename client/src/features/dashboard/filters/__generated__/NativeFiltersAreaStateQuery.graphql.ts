/**
 * @generated SignedSource<<4af33ee88fe8226bc3fb0b987dcfd782>>
 * @relayHash 95e3f0e1e6fb5ddeee8ef6013baa92c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 050011a63e91ce2abcdd87e3ca8a55857b4151159703ee28e846d9b9a152af30

import type { ConcreteRequest } from 'relay-runtime';
export type NativeFiltersAreaStateQuery$variables = {
  id: string;
  key: string;
  skip: boolean;
};
export type NativeFiltersAreaStateQuery$data = {
  readonly featureFlags: ReadonlyArray<string>;
  readonly node: {
    readonly filterState?: {
      readonly value: unknown | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type NativeFiltersAreaStateQuery = {
  response: NativeFiltersAreaStateQuery$data;
  variables: NativeFiltersAreaStateQuery$variables;
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
    "name": "key"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "skip"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featureFlags",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "condition": "skip",
      "kind": "Condition",
      "passingValue": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "key",
              "variableName": "key"
            }
          ],
          "concreteType": "DashboardFilterState",
          "kind": "LinkedField",
          "name": "filterState",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NativeFiltersAreaStateQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "NativeFiltersAreaStateQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
          (v3/*:: as any*/),
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
    "cacheID": "95e3f0e1e6fb5ddeee8ef6013baa92c4",
    "id": "050011a63e91ce2abcdd87e3ca8a55857b4151159703ee28e846d9b9a152af30",
    "metadata": {},
    "name": "NativeFiltersAreaStateQuery",
    "operationKind": "query",
    "text": "query NativeFiltersAreaStateQuery(\n  $id: ID!\n  $key: String!\n  $skip: Boolean!\n) {\n  featureFlags\n  node(id: $id) {\n    __typename\n    ... on Dashboard {\n      filterState(key: $key) @skip(if: $skip) {\n        value\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "99c0a99ab23eb13885cc5f4677824567";

export default node;
