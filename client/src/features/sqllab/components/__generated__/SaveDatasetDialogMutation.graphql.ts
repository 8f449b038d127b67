/**
 * @generated SignedSource<<7fb139566642008971931f51322ed0b6>>
 * @relayHash 081bf62d3c184762c00c0734f9b04792
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25c4cea0337fc9007e17aae5408813e5b4be6e7b19c543b0637dbe3a0e807677

import type { ConcreteRequest } from 'relay-runtime';
export type SaveSqlLabQueryAsDatasetInput = {
  databaseId: number;
  datasetName?: string | null | undefined;
  overwriteDatasetId?: string | null | undefined;
  schema?: string | null | undefined;
  sql: string;
};
export type SaveDatasetDialogMutation$variables = {
  input: SaveSqlLabQueryAsDatasetInput;
};
export type SaveDatasetDialogMutation$data = {
  readonly saveSqlLabQueryAsDataset: {
    readonly __typename: string;
    readonly dataset?: {
      readonly tableName: string;
    };
    readonly exploreUrl?: string;
    readonly message?: string;
  };
};
export type SaveDatasetDialogMutation = {
  response: SaveDatasetDialogMutation$data;
  variables: SaveDatasetDialogMutation$variables;
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
    "name": "SaveDatasetDialogMutation",
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
    "name": "SaveDatasetDialogMutation",
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
    "cacheID": "081bf62d3c184762c00c0734f9b04792",
    "id": "25c4cea0337fc9007e17aae5408813e5b4be6e7b19c543b0637dbe3a0e807677",
    "metadata": {},
    "name": "SaveDatasetDialogMutation",
    "operationKind": "mutation",
    "text": "mutation SaveDatasetDialogMutation(\n  $input: SaveSqlLabQueryAsDatasetInput!\n) {\n  saveSqlLabQueryAsDataset(input: $input) {\n    __typename\n    ... on SaveSqlLabQueryAsDatasetPayload {\n      exploreUrl\n      dataset {\n        tableName\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4264da0fba0536008a70e6135cc9df1b";

export default node;
