/**
 * @generated SignedSource<<4bd0afd31af481d2b8bed868e6a51412>>
 * @relayHash ddd992968533698ebb219e0f8fb025a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46039025ef775ed042bf4f9b7f0c67bb6d5dbd4ac5c74235a1afcdcbb3ad7f44

import type { ConcreteRequest } from 'relay-runtime';
export type SaveSqlLabQueryAsDatasetInput = {
  databaseId: number;
  datasetName?: string | null | undefined;
  overwriteDatasetId?: string | null | undefined;
  schema?: string | null | undefined;
  sql: string;
};
export type SaveQueryAsDatasetDialogMutation$variables = {
  input: SaveSqlLabQueryAsDatasetInput;
};
export type SaveQueryAsDatasetDialogMutation$data = {
  readonly saveSqlLabQueryAsDataset: {
    readonly __typename: string;
    readonly dataset?: {
      readonly tableName: string;
    };
    readonly exploreUrl?: string;
    readonly message?: string;
  };
};
export type SaveQueryAsDatasetDialogMutation = {
  response: SaveQueryAsDatasetDialogMutation$data;
  variables: SaveQueryAsDatasetDialogMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "exploreUrl",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tableName",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveQueryAsDatasetDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSqlLabQueryAsDataset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Dataset",
                "kind": "LinkedField",
                "name": "dataset",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "SaveSqlLabQueryAsDatasetPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveQueryAsDatasetDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSqlLabQueryAsDataset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Dataset",
                "kind": "LinkedField",
                "name": "dataset",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
            ],
            "type": "SaveSqlLabQueryAsDatasetPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ddd992968533698ebb219e0f8fb025a1",
    "id": "46039025ef775ed042bf4f9b7f0c67bb6d5dbd4ac5c74235a1afcdcbb3ad7f44",
    "metadata": {},
    "name": "SaveQueryAsDatasetDialogMutation",
    "operationKind": "mutation",
    "text": "mutation SaveQueryAsDatasetDialogMutation(\n  $input: SaveSqlLabQueryAsDatasetInput!\n) {\n  saveSqlLabQueryAsDataset(input: $input) {\n    __typename\n    ... on SaveSqlLabQueryAsDatasetPayload {\n      exploreUrl\n      dataset {\n        tableName\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8bcadfb091021507cc3d7f712efc59b3";

export default node;
