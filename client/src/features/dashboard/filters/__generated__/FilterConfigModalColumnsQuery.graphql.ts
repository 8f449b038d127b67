/**
 * @generated SignedSource<<747c9b149864973baaf1f8c29e0ea893>>
 * @relayHash 6f42692b2ea6cf66f7af3fe0710f1757
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddab06250f130ba4fb89e5b1be351c47dd4e99e3d21b847424869a24bf84a4dc

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
    readonly mainDttmCol?: string | null | undefined;
    readonly metrics?: ReadonlyArray<{
      readonly metricName: string;
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
      "kind": "ScalarField",
      "name": "mainDttmCol",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DatasetMetric",
      "kind": "LinkedField",
      "name": "metrics",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "metricName",
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
    "cacheID": "6f42692b2ea6cf66f7af3fe0710f1757",
    "id": "ddab06250f130ba4fb89e5b1be351c47dd4e99e3d21b847424869a24bf84a4dc",
    "metadata": {},
    "name": "FilterConfigModalColumnsQuery",
    "operationKind": "query",
    "text": "query FilterConfigModalColumnsQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Dataset {\n      mainDttmCol\n      columns {\n        columnName\n        isDttm\n        filterable\n        type\n      }\n      metrics {\n        metricName\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ea0dcb6bfa3ee29a591409f601a394a";

export default node;
