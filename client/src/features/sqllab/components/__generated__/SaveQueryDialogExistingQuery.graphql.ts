/**
 * @generated SignedSource<<2b6ab51e7303eb85bba1ddac801db818>>
 * @relayHash 2bc0544a5a22aee757bf9f619db5fcfa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bc82f27bacf6bd271cb99c1d0cf5c9b1ab5fd9e22fa678b5d426fe6f30a76e9

import type { ConcreteRequest } from 'relay-runtime';
export type SaveQueryDialogExistingQuery$variables = {
  id: string;
};
export type SaveQueryDialogExistingQuery$data = {
  readonly node: {
    readonly description?: string | null | undefined;
    readonly label?: string;
  } | null | undefined;
};
export type SaveQueryDialogExistingQuery = {
  response: SaveQueryDialogExistingQuery$data;
  variables: SaveQueryDialogExistingQuery$variables;
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "SavedQuery",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveQueryDialogExistingQuery",
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
    "name": "SaveQueryDialogExistingQuery",
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
    "cacheID": "2bc0544a5a22aee757bf9f619db5fcfa",
    "id": "7bc82f27bacf6bd271cb99c1d0cf5c9b1ab5fd9e22fa678b5d426fe6f30a76e9",
    "metadata": {},
    "name": "SaveQueryDialogExistingQuery",
    "operationKind": "query",
    "text": "query SaveQueryDialogExistingQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on SavedQuery {\n      label\n      description\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a6056dd146154f8aeb519e4b7387b678";

export default node;
