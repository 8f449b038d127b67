/**
 * @generated SignedSource<<be821f3146f88c1e0ced92e7bdc46426>>
 * @relayHash 1ced6ec5a3068ce14042e175df7332f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd5e5a10bae5c18af373a4078cc89a0d59e011f6b7a0cdc37519bacdf3a64b29

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatabaseFilterColumn = "ALLOW_DML" | "ALLOW_FILE_UPLOAD" | "ALLOW_RUN_ASYNC" | "CHANGED_BY" | "CREATED_BY" | "DATABASE_NAME" | "EXPOSE_IN_SQLLAB" | "ID" | "UUID" | "%future added value";
export type DatabaseFilterOperator = "CT" | "EQ" | "EW" | "GT" | "IN" | "LT" | "NCT" | "NEQ" | "NEW" | "NOT_IN" | "NREL_O_M" | "NSW" | "REL_O_M" | "SW" | "UPLOAD_IS_ENABLED" | "%future added value";
export type DatabaseFilter = {
  column: DatabaseFilterColumn;
  operator: DatabaseFilterOperator;
  value?: unknown | null | undefined;
};
export type DatabaseListPageQuery$variables = {
  allowFileUpload?: boolean | null | undefined;
  filters?: ReadonlyArray<DatabaseFilter> | null | undefined;
  first: number;
  search?: string | null | undefined;
};
export type DatabaseListPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DatabaseListTable_query">;
};
export type DatabaseListPageQuery = {
  response: DatabaseListPageQuery$data;
  variables: DatabaseListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "allowFileUpload"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = [
  {
    "kind": "Variable",
    "name": "allowFileUpload",
    "variableName": "allowFileUpload"
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
    "name": "search",
    "variableName": "search"
  }
];
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
    "name": "DatabaseListPageQuery",
    "selections": [
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DatabaseListTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DatabaseListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
        "args": (v4/*:: as any*/),
        "filters": [
          "search",
          "allowFileUpload",
          "filters"
        ],
        "handle": "connection",
        "key": "DatabaseListTable_databases",
        "kind": "LinkedHandle",
        "name": "databases"
      }
    ]
  },
  "params": {
    "cacheID": "1ced6ec5a3068ce14042e175df7332f2",
    "id": "fd5e5a10bae5c18af373a4078cc89a0d59e011f6b7a0cdc37519bacdf3a64b29",
    "metadata": {},
    "name": "DatabaseListPageQuery",
    "operationKind": "query",
    "text": "query DatabaseListPageQuery(\n  $first: Int!\n  $search: String\n  $allowFileUpload: Boolean\n  $filters: [DatabaseFilter!]\n) {\n  ...DatabaseListTable_query_3RP0c7\n}\n\nfragment DatabaseConnectionModal_database on Database {\n  id\n  databaseName\n  maskedUri\n  exposeInSqllab\n  allowFileUpload\n  cacheTimeout\n}\n\nfragment DatabaseListRow_database on Database {\n  databaseId\n  databaseName\n  backend\n  exposeInSqllab\n  allowFileUpload\n  isManagedExternally\n  changedOnDeltaHumanized\n}\n\nfragment DatabaseListTable_query_3RP0c7 on Query {\n  databases(first: $first, search: $search, allowFileUpload: $allowFileUpload, filters: $filters) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        databaseName\n        ...DatabaseListRow_database\n        ...DatabaseConnectionModal_database\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7517a4d344b443cc391c79e5d4ccd8c8";

export default node;
