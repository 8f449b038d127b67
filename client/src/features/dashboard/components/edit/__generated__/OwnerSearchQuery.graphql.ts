/**
 * @generated SignedSource<<d234c215a1b6a5fb6b5ede9372a311cf>>
 * @relayHash cc29493e25d2de86f2a683cea4595ee3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d87b32ef6ea4c9f97b05fbb0585af13ba7d55b490d1b0650e443305b1412fc7e

import type { ConcreteRequest } from 'relay-runtime';
export type OwnerSearchQuery$variables = {
  search: string;
};
export type OwnerSearchQuery$data = {
  readonly relatedUsers: ReadonlyArray<{
    readonly name: string;
    readonly userId: number;
  }>;
};
export type OwnerSearchQuery = {
  response: OwnerSearchQuery$data;
  variables: OwnerSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "field",
        "value": "OWNERS"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Literal",
        "name": "resource",
        "value": "DASHBOARD"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "RelatedUser",
    "kind": "LinkedField",
    "name": "relatedUsers",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
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
    "name": "OwnerSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OwnerSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cc29493e25d2de86f2a683cea4595ee3",
    "id": "d87b32ef6ea4c9f97b05fbb0585af13ba7d55b490d1b0650e443305b1412fc7e",
    "metadata": {},
    "name": "OwnerSearchQuery",
    "operationKind": "query",
    "text": "query OwnerSearchQuery(\n  $search: String!\n) {\n  relatedUsers(resource: DASHBOARD, field: OWNERS, search: $search, first: 20) {\n    userId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "d80eb3b70e824a0c5ebc4a23bd476735";

export default node;
