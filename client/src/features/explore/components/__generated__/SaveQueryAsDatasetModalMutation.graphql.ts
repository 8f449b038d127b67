/**
 * @generated SignedSource<<67a071c5c64cdddcb0dc287321bc6afb>>
 * @relayHash 9ec09edbe38582f1e0ce0216bee06b01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee0c8c5d2e663e4a01e4e0f8642c8daa8528dba9e2174ebc443f25225e966635

import type { ConcreteRequest } from 'relay-runtime';
export type SaveSqlLabQueryAsDatasetInput = {
  databaseId: number;
  datasetName?: string | null | undefined;
  overwriteDatasetId?: string | null | undefined;
  schema?: string | null | undefined;
  sql: string;
};
export type SaveQueryAsDatasetModalMutation$variables = {
  input: SaveSqlLabQueryAsDatasetInput;
};
export type SaveQueryAsDatasetModalMutation$data = {
  readonly saveSqlLabQueryAsDataset: {
    readonly __typename: string;
    readonly exploreUrl?: string;
    readonly message?: string;
  };
};
export type SaveQueryAsDatasetModalMutation = {
  response: SaveQueryAsDatasetModalMutation$data;
  variables: SaveQueryAsDatasetModalMutation$variables;
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
    "name": "saveSqlLabQueryAsDataset",
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
            "kind": "ScalarField",
            "name": "exploreUrl",
            "storageKey": null
          }
        ],
        "type": "SaveSqlLabQueryAsDatasetPayload",
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
    "name": "SaveQueryAsDatasetModalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveQueryAsDatasetModalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9ec09edbe38582f1e0ce0216bee06b01",
    "id": "ee0c8c5d2e663e4a01e4e0f8642c8daa8528dba9e2174ebc443f25225e966635",
    "metadata": {},
    "name": "SaveQueryAsDatasetModalMutation",
    "operationKind": "mutation",
    "text": "mutation SaveQueryAsDatasetModalMutation(\n  $input: SaveSqlLabQueryAsDatasetInput!\n) {\n  saveSqlLabQueryAsDataset(input: $input) {\n    __typename\n    ... on SaveSqlLabQueryAsDatasetPayload {\n      exploreUrl\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ce8ec5aac9e75564a1c6e97c2fb6977";

export default node;
