/**
 * @generated SignedSource<<872a81d9b082b31e76d170f80b1500fb>>
 * @relayHash 513fecfc5fa3b677fae5b23dc349ddaf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20898fb3124253f4ace2dbc68ddd9c2757543a0ac4bb06a7dd4b1a70474560f6

import type { ConcreteRequest } from 'relay-runtime';
export type SavedQueryInput = {
  catalog?: string | null | undefined;
  databaseId?: number | null | undefined;
  description?: string | null | undefined;
  label?: string | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  templateParameters?: string | null | undefined;
};
export type SaveQueryDialogCreateMutation$variables = {
  input: SavedQueryInput;
};
export type SaveQueryDialogCreateMutation$data = {
  readonly createSavedQuery: {
    readonly __typename: string;
    readonly message?: string;
    readonly savedQuery?: {
      readonly id: string;
      readonly label: string;
      readonly savedQueryId: number;
    };
  };
};
export type SaveQueryDialogCreateMutation = {
  response: SaveQueryDialogCreateMutation$data;
  variables: SaveQueryDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createSavedQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedQuery",
            "kind": "LinkedField",
            "name": "savedQuery",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "savedQueryId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SavedQueryPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "SaveQueryDialogCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveQueryDialogCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "513fecfc5fa3b677fae5b23dc349ddaf",
    "id": "20898fb3124253f4ace2dbc68ddd9c2757543a0ac4bb06a7dd4b1a70474560f6",
    "metadata": {},
    "name": "SaveQueryDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation SaveQueryDialogCreateMutation(\n  $input: SavedQueryInput!\n) {\n  createSavedQuery(input: $input) {\n    __typename\n    ... on SavedQueryPayload {\n      savedQuery {\n        id\n        savedQueryId\n        label\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "616b1c298e4a489edb1b7cffa251319b";

export default node;
