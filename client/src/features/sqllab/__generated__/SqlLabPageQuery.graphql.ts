/**
 * @generated SignedSource<<f2a6edd10d832d1a0bc0aa5b0ad7e20d>>
 * @relayHash 7d42c4551697fdb696e53674521b2912
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8689409d44d745605e79cafb2698ca2fd64846afec056809b60f7024bd000c4

import type { ConcreteRequest } from 'relay-runtime';
export type SqlLabPageQuery$variables = {
  hasRequest: boolean;
  hasSavedQuery: boolean;
  requestedKey: string;
  savedQueryNodeId: string;
};
export type SqlLabPageQuery$data = {
  readonly databases: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly backend: string | null | undefined;
        readonly databaseId: number;
        readonly databaseName: string;
        readonly id: string;
      };
    }>;
  };
  readonly savedQuery?: {
    readonly databaseId?: number;
    readonly label?: string;
    readonly savedQueryId?: number;
    readonly schema?: string | null | undefined;
    readonly sql?: string;
  } | null | undefined;
  readonly sqlLabRequestedQuery?: {
    readonly database: {
      readonly databaseId: number;
    } | null | undefined;
    readonly schema: string | null | undefined;
    readonly sql: string;
  } | null | undefined;
  readonly sqlLabTabs: ReadonlyArray<{
    readonly active: boolean;
    readonly databaseId: number | null | undefined;
    readonly label: string;
    readonly latestQueryId: string | null | undefined;
    readonly queryLimit: number | null | undefined;
    readonly savedQueryId: number | null | undefined;
    readonly schema: string | null | undefined;
    readonly sql: string;
  }>;
  readonly viewer: {
    readonly permissions: ReadonlyArray<{
      readonly name: string;
      readonly viewMenu: string;
    }> | null | undefined;
  } | null | undefined;
};
export type SqlLabPageQuery = {
  response: SqlLabPageQuery$data;
  variables: SqlLabPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasRequest"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasSavedQuery"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requestedKey"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "savedQueryNodeId"
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Permission",
  "kind": "LinkedField",
  "name": "permissions",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewMenu",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "filters",
      "value": [
        {
          "column": "EXPOSE_IN_SQLLAB",
          "operator": "EQ",
          "value": true
        }
      ]
    },
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "DatabaseConnection",
  "kind": "LinkedField",
  "name": "databases",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DatabaseEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Database",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "databaseName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "backend",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "databases(filters:[{\"column\":\"EXPOSE_IN_SQLLAB\",\"operator\":\"EQ\",\"value\":true}],first:100)"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "schema",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sql",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "savedQueryId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "SqlLabTab",
  "kind": "LinkedField",
  "name": "sqlLabTabs",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    (v6/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "queryLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latestQueryId",
      "storageKey": null
    },
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v13 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "requestedKey"
  }
],
v14 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "savedQueryNodeId"
  }
],
v15 = {
  "kind": "InlineFragment",
  "selections": [
    (v11/*:: as any*/),
    (v8/*:: as any*/),
    (v10/*:: as any*/),
    (v9/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "type": "SavedQuery",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SqlLabPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      (v7/*:: as any*/),
      (v12/*:: as any*/),
      {
        "condition": "hasRequest",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "SqlLabRequestedQuery",
            "kind": "LinkedField",
            "name": "sqlLabRequestedQuery",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Database",
                "kind": "LinkedField",
                "name": "database",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasSavedQuery",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "savedQuery",
            "args": (v14/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v15/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SqlLabPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      (v7/*:: as any*/),
      (v12/*:: as any*/),
      {
        "condition": "hasRequest",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "SqlLabRequestedQuery",
            "kind": "LinkedField",
            "name": "sqlLabRequestedQuery",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Database",
                "kind": "LinkedField",
                "name": "database",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasSavedQuery",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "savedQuery",
            "args": (v14/*:: as any*/),
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
              (v15/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "7d42c4551697fdb696e53674521b2912",
    "id": "b8689409d44d745605e79cafb2698ca2fd64846afec056809b60f7024bd000c4",
    "metadata": {},
    "name": "SqlLabPageQuery",
    "operationKind": "query",
    "text": "query SqlLabPageQuery(\n  $requestedKey: String!\n  $hasRequest: Boolean!\n  $savedQueryNodeId: ID!\n  $hasSavedQuery: Boolean!\n) {\n  viewer {\n    permissions {\n      name\n      viewMenu\n    }\n    id\n  }\n  databases(first: 100, filters: [{column: EXPOSE_IN_SQLLAB, operator: EQ, value: true}]) {\n    edges {\n      node {\n        id\n        databaseId\n        databaseName\n        backend\n      }\n    }\n  }\n  sqlLabTabs {\n    label\n    active\n    databaseId\n    schema\n    sql\n    queryLimit\n    latestQueryId\n    savedQueryId\n  }\n  sqlLabRequestedQuery(key: $requestedKey) @include(if: $hasRequest) {\n    sql\n    schema\n    database {\n      databaseId\n      id\n    }\n  }\n  savedQuery: node(id: $savedQueryNodeId) @include(if: $hasSavedQuery) {\n    __typename\n    ... on SavedQuery {\n      savedQueryId\n      label\n      sql\n      schema\n      databaseId\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad44e1fa773a5baecfe6cb57e2b4dfd7";

export default node;
