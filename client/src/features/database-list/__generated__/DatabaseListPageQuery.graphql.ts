/**
 * @generated SignedSource<<a3eda5409b94d41f504c08ea386b6ad6>>
 * @relayHash ade41254699d00984b903b6a63838445
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adead260ead58544142c8889a017bb811e8abc2ec9e2ab5d3774966746da38b1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatabaseFilterColumn = "ALLOW_DML" | "ALLOW_FILE_UPLOAD" | "ALLOW_RUN_ASYNC" | "CHANGED_BY" | "CREATED_BY" | "DATABASE_NAME" | "EXPOSE_IN_SQLLAB" | "ID" | "UUID" | "%future added value";
export type DatabaseFilterOperator = "CT" | "EQ" | "EW" | "GT" | "IN" | "LT" | "NCT" | "NEQ" | "NEW" | "NOT_IN" | "NREL_O_M" | "NSW" | "REL_O_M" | "SW" | "UPLOAD_IS_ENABLED" | "%future added value";
export type DatabaseOrderField = "ALLOW_FILE_UPLOAD" | "CHANGED_ON" | "DATABASE_NAME" | "EXPOSE_IN_SQLLAB" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DatabaseOrder = {
  direction: OrderDirection;
  field: DatabaseOrderField;
};
export type DatabaseFilter = {
  column: DatabaseFilterColumn;
  operator: DatabaseFilterOperator;
  value?: unknown | null | undefined;
};
export type DatabaseListPageQuery$variables = {
  allowFileUpload?: boolean | null | undefined;
  filters?: ReadonlyArray<DatabaseFilter> | null | undefined;
  first: number;
  orderBy?: DatabaseOrder | null | undefined;
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
  "name": "orderBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = [
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DatabaseListPageQuery",
    "selections": [
      {
        "args": (v5/*:: as any*/),
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
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DatabaseListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
        "args": (v5/*:: as any*/),
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
    "cacheID": "ade41254699d00984b903b6a63838445",
    "id": "adead260ead58544142c8889a017bb811e8abc2ec9e2ab5d3774966746da38b1",
    "metadata": {},
    "name": "DatabaseListPageQuery",
    "operationKind": "query",
    "text": "query DatabaseListPageQuery(\n  $first: Int!\n  $search: String\n  $orderBy: DatabaseOrder\n  $allowFileUpload: Boolean\n  $filters: [DatabaseFilter!]\n) {\n  ...DatabaseListTable_query_Sqxxf\n}\n\nfragment DatabaseConnectionModal_database on Database {\n  id\n  databaseName\n  maskedUri\n  exposeInSqllab\n  allowFileUpload\n  cacheTimeout\n}\n\nfragment DatabaseListRow_database on Database {\n  databaseId\n  databaseName\n  backend\n  exposeInSqllab\n  allowFileUpload\n  isManagedExternally\n  changedOnDeltaHumanized\n}\n\nfragment DatabaseListTable_query_Sqxxf on Query {\n  databases(first: $first, search: $search, allowFileUpload: $allowFileUpload, filters: $filters, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        databaseName\n        ...DatabaseListRow_database\n        ...DatabaseConnectionModal_database\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98701653d49303dd05aa4b24b6e81bbc";

export default node;
