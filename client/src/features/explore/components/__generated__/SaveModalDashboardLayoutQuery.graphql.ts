/**
 * @generated SignedSource<<82eef45cf92518375a902282aa141051>>
 * @relayHash ed0bc38c9f80a81240580601ad321f65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58c81337ed0492d9033d7c213aa864e7c102266944b29094a3e8adae4776536e

import type { ConcreteRequest } from 'relay-runtime';
export type SaveModalDashboardLayoutQuery$variables = {
  id: string;
};
export type SaveModalDashboardLayoutQuery$data = {
  readonly node: {
    readonly positionJson?: unknown;
  } | null | undefined;
};
export type SaveModalDashboardLayoutQuery = {
  response: SaveModalDashboardLayoutQuery$data;
  variables: SaveModalDashboardLayoutQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "positionJson",
      "storageKey": null
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
    "name": "SaveModalDashboardLayoutQuery",
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
    "name": "SaveModalDashboardLayoutQuery",
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
    "cacheID": "ed0bc38c9f80a81240580601ad321f65",
    "id": "58c81337ed0492d9033d7c213aa864e7c102266944b29094a3e8adae4776536e",
    "metadata": {},
    "name": "SaveModalDashboardLayoutQuery",
    "operationKind": "query",
    "text": "query SaveModalDashboardLayoutQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Dashboard {\n      positionJson\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "30b79b0843ef739108ce0d66a6e21607";

export default node;
