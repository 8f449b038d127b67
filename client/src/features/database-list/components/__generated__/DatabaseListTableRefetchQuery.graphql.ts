/**
 * @generated SignedSource<<641f46c976c5a6e5233cb2314953a3f9>>
 * @relayHash 654f7b161e2e8e152d953302d64a4e6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92b12fb8234adfc7973429f6ebfdb75c098db60ff867a51f48c3a5b4779d4f65

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatabaseFilterColumn = "ALLOW_DML" | "ALLOW_FILE_UPLOAD" | "ALLOW_RUN_ASYNC" | "CHANGED_BY" | "CREATED_BY" | "DATABASE_NAME" | "EXPOSE_IN_SQLLAB" | "ID" | "UUID" | "%future added value";
export type DatabaseFilterOperator = "CT" | "EQ" | "EW" | "GT" | "IN" | "LT" | "NCT" | "NEQ" | "NEW" | "NOT_IN" | "NREL_O_M" | "NSW" | "REL_O_M" | "SW" | "UPLOAD_IS_ENABLED" | "%future added value";
export type DatabaseOrderField = "ALLOW_FILE_UPLOAD" | "CHANGED_ON" | "DATABASE_NAME" | "EXPOSE_IN_SQLLAB" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DatabaseFilter = {
  column: DatabaseFilterColumn;
  operator: DatabaseFilterOperator;
  value?: unknown | null | undefined;
};
export type DatabaseOrder = {
  direction: OrderDirection;
  field: DatabaseOrderField;
};
export type DatabaseListTableRefetchQuery$variables = {
  after?: string | null | undefined;
  allowFileUpload?: boolean | null | undefined;
  before?: string | null | undefined;
  filters?: ReadonlyArray<DatabaseFilter> | null | undefined;
  first?: number | null | undefined;
  last?: number | null | undefined;
  orderBy?: DatabaseOrder | null | undefined;
  search?: string | null | undefined;
};
export type DatabaseListTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DatabaseListTable_query">;
};
export type DatabaseListTableRefetchQuery = {
  response: DatabaseListTableRefetchQuery$data;
  variables: DatabaseListTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "allowFileUpload"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "before"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filters"
  },
  {
    "defaultValue": 25,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "last"
  },
  {
    "defaultValue": {
      "direction": "DESC",
      "field": "CHANGED_ON"
    },
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "allowFileUpload",
    "variableName": "allowFileUpload"
  },
  {
    "kind": "Variable",
    "name": "before",
    "variableName": "before"
  },
  {
    "kind": "Variable",
    "name": "filters",
    "variableName": "filters"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "last",
    "variableName": "last"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DatabaseListTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DatabaseListTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DatabaseListTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DatabaseConnection",
        "kind": "LinkedField",
        "name": "databases",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                    "name": "databaseId",
                    "storageKey": null
                  },
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "exposeInSqllab",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allowFileUpload",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isManagedExternally",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changedOnDeltaHumanized",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maskedUri",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cacheTimeout",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPreviousPage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startCursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "search",
          "allowFileUpload",
          "filters",
          "orderBy"
        ],
        "handle": "connection",
        "key": "DatabaseListTable_databases",
        "kind": "LinkedHandle",
        "name": "databases"
      }
    ]
  },
  "params": {
    "cacheID": "654f7b161e2e8e152d953302d64a4e6d",
    "id": "92b12fb8234adfc7973429f6ebfdb75c098db60ff867a51f48c3a5b4779d4f65",
    "metadata": {},
    "name": "DatabaseListTableRefetchQuery",
    "operationKind": "query",
    "text": "query DatabaseListTableRefetchQuery(\n  $after: String\n  $allowFileUpload: Boolean\n  $before: String\n  $filters: [DatabaseFilter!]\n  $first: Int = 25\n  $last: Int\n  $orderBy: DatabaseOrder = {field: CHANGED_ON, direction: DESC}\n  $search: String\n) {\n  ...DatabaseListTable_query_JjjlT\n}\n\nfragment DatabaseConnectionModal_database on Database {\n  id\n  databaseName\n  maskedUri\n  exposeInSqllab\n  allowFileUpload\n  cacheTimeout\n}\n\nfragment DatabaseListRow_database on Database {\n  databaseId\n  databaseName\n  backend\n  exposeInSqllab\n  allowFileUpload\n  isManagedExternally\n  changedOnDeltaHumanized\n}\n\nfragment DatabaseListTable_query_JjjlT on Query {\n  databases(first: $first, after: $after, last: $last, before: $before, search: $search, allowFileUpload: $allowFileUpload, filters: $filters, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        databaseName\n        ...DatabaseListRow_database\n        ...DatabaseConnectionModal_database\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "700936f97d0518255106feba6458e856";

export default node;
