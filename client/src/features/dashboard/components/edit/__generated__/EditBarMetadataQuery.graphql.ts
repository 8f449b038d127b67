/**
 * @generated SignedSource<<3a2e49a9ed9318a238c9f27f2486101d>>
 * @relayHash 947135486222d8781a4103b0fc41ba9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d80717d1d55880ae873ccc033b1e1e255c64db9a5ef8a80b178fdd4ef164b2db

import type { ConcreteRequest } from 'relay-runtime';
export type EditBarMetadataQuery$variables = {
  id: string;
};
export type EditBarMetadataQuery$data = {
  readonly node: {
    readonly jsonMetadata?: unknown;
  } | null | undefined;
};
export type EditBarMetadataQuery = {
  response: EditBarMetadataQuery$data;
  variables: EditBarMetadataQuery$variables;
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
      "name": "jsonMetadata",
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
    "name": "EditBarMetadataQuery",
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
    "name": "EditBarMetadataQuery",
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
    "cacheID": "947135486222d8781a4103b0fc41ba9d",
    "id": "d80717d1d55880ae873ccc033b1e1e255c64db9a5ef8a80b178fdd4ef164b2db",
    "metadata": {},
    "name": "EditBarMetadataQuery",
    "operationKind": "query",
    "text": "query EditBarMetadataQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Dashboard {\n      jsonMetadata\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "988f675070389d286c01dc15dfa94bb4";

export default node;
