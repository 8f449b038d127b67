/**
 * @generated SignedSource<<18a052d6cc7076cdf331e97a407182e0>>
 * @relayHash 424d3dba398b675edc17565dd5ce6b0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5b32e6c5b05c275b6ee3ec908112ba0112a83e52371657c12b65cd5ebcd4011

import type { ConcreteRequest } from 'relay-runtime';
import type { Result } from "relay-runtime";
export type NewChartPageQuery$variables = {
  id: string;
};
export type NewChartPageQuery$data = {
  readonly node: Result<{
    readonly dataset: {
      readonly databaseName: string | null | undefined;
      readonly datasetId: number;
      readonly schema: string | null | undefined;
      readonly tableName: string;
    } | null | undefined;
  } | null | undefined, unknown>;
};
export type NewChartPageQuery = {
  response: NewChartPageQuery$data;
  variables: NewChartPageQuery$variables;
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
      "name": "datasetId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tableName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "schema",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseName",
      "storageKey": null
    }
  ],
  "type": "Dataset",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewChartPageQuery",
    "selections": [
      {
        "kind": "CatchField",
        "field": {
          "alias": null,
          "args": (v1/*:: as any*/),
          "concreteType": null,
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "fragment": (v2/*:: as any*/),
              "kind": "AliasedInlineFragmentSpread",
              "name": "dataset"
            }
          ],
          "storageKey": null
        },
        "to": "RESULT"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewChartPageQuery",
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
    "cacheID": "424d3dba398b675edc17565dd5ce6b0e",
    "id": "b5b32e6c5b05c275b6ee3ec908112ba0112a83e52371657c12b65cd5ebcd4011",
    "metadata": {},
    "name": "NewChartPageQuery",
    "operationKind": "query",
    "text": "query NewChartPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Dataset {\n      datasetId\n      tableName\n      schema\n      databaseName\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "60bd42028d9f4289ee31739faaa137fb";

export default node;
