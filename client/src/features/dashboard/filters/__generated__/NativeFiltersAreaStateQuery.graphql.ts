/**
 * @generated SignedSource<<86359ac7a79f6532dc422ef0d9521955>>
 * @relayHash 909edfa944f616eaf51f969b4cca6179
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f51ac8ced5e0d88fbdd31811539862c10053bae9e887410010b9d318541681c9

import type { ConcreteRequest } from 'relay-runtime';
export type NativeFiltersAreaStateQuery$variables = {
  id: string;
  key: string;
  skip: boolean;
};
export type NativeFiltersAreaStateQuery$data = {
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
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
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
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
          (v2/*:: as any*/),
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
    "cacheID": "909edfa944f616eaf51f969b4cca6179",
    "id": "f51ac8ced5e0d88fbdd31811539862c10053bae9e887410010b9d318541681c9",
    "metadata": {},
    "name": "NativeFiltersAreaStateQuery",
    "operationKind": "query",
    "text": "query NativeFiltersAreaStateQuery(\n  $id: ID!\n  $key: String!\n  $skip: Boolean!\n) {\n  node(id: $id) {\n    __typename\n    ... on Dashboard {\n      filterState(key: $key) @skip(if: $skip) {\n        value\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e62a83546452800bce12be9aa980cdc";

export default node;
