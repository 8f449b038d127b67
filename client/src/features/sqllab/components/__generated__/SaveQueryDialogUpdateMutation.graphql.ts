/**
 * @generated SignedSource<<d6f2afd29712e5e0cf7b39038f0bf9e3>>
 * @relayHash 18969725dec5403efcc228ebf5b49e81
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID badd5c8f3d44210aaf28b954b8a678a0b20bab5e4e9f5cb6069ec77f0693f877

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
export type SaveQueryDialogUpdateMutation$variables = {
  id: string;
  input: SavedQueryInput;
};
export type SaveQueryDialogUpdateMutation$data = {
  readonly updateSavedQuery: {
    readonly __typename: string;
    readonly message?: string;
    readonly savedQuery?: {
      readonly id: string;
      readonly label: string;
      readonly savedQueryId: number;
    };
  };
};
export type SaveQueryDialogUpdateMutation = {
  response: SaveQueryDialogUpdateMutation$data;
  variables: SaveQueryDialogUpdateMutation$variables;
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
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateSavedQuery",
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
    "name": "SaveQueryDialogUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveQueryDialogUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "18969725dec5403efcc228ebf5b49e81",
    "id": "badd5c8f3d44210aaf28b954b8a678a0b20bab5e4e9f5cb6069ec77f0693f877",
    "metadata": {},
    "name": "SaveQueryDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation SaveQueryDialogUpdateMutation(\n  $id: ID!\n  $input: SavedQueryInput!\n) {\n  updateSavedQuery(id: $id, input: $input) {\n    __typename\n    ... on SavedQueryPayload {\n      savedQuery {\n        id\n        savedQueryId\n        label\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f846b0f6e6f7e9b8e8255ef1ad02c84d";

export default node;
