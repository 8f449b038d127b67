/**
 * @generated SignedSource<<6427a5c0c5ef9c17f17ffe1750f75e67>>
 * @relayHash 423390d9b3ef0adb7bad157c16948d70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45f2d31fde070f8d6c0c69b4ee2bbac94b18f61914a92d8b0dcc54a8e3248393

import type { ConcreteRequest } from 'relay-runtime';
export type FilterConfigModalColumnsQuery$variables = {
  id: string;
};
export type FilterConfigModalColumnsQuery$data = {
  readonly node: {
    readonly columns?: ReadonlyArray<{
      readonly columnName: string;
      readonly filterable: boolean;
      readonly isDttm: boolean;
      readonly type: string | null | undefined;
    }>;
  } | null | undefined;
};
export type FilterConfigModalColumnsQuery = {
  response: FilterConfigModalColumnsQuery$data;
  variables: FilterConfigModalColumnsQuery$variables;
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
      "concreteType": "DatasetColumn",
      "kind": "LinkedField",
      "name": "columns",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "columnName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDttm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "filterable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
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
    "name": "FilterConfigModalColumnsQuery",
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
    "name": "FilterConfigModalColumnsQuery",
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
    "cacheID": "423390d9b3ef0adb7bad157c16948d70",
    "id": "45f2d31fde070f8d6c0c69b4ee2bbac94b18f61914a92d8b0dcc54a8e3248393",
    "metadata": {},
    "name": "FilterConfigModalColumnsQuery",
    "operationKind": "query",
    "text": "query FilterConfigModalColumnsQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Dataset {\n      columns {\n        columnName\n        isDttm\n        filterable\n        type\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "013e254d0be94fd335ff2f43f600c7e5";

export default node;
