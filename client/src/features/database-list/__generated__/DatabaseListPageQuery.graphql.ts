/**
 * @generated SignedSource<<cd8f1710b98cffb3ff5db6d248944c91>>
 * @relayHash 827a1719cd67f833b0a5693fea039462
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1393b7866b5f8f2711ff86eaadb7401ffaddc8264254e6a9bca66a535d1dc15

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatabaseListPageQuery$variables = {
  allowFileUpload?: boolean | null | undefined;
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
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = [
  {
    "kind": "Variable",
    "name": "allowFileUpload",
    "variableName": "allowFileUpload"
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DatabaseListPageQuery",
    "selections": [
      {
        "args": (v3/*:: as any*/),
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DatabaseListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
        "args": (v3/*:: as any*/),
        "filters": [
          "search",
          "allowFileUpload"
        ],
        "handle": "connection",
        "key": "DatabaseListTable_databases",
        "kind": "LinkedHandle",
        "name": "databases"
      }
    ]
  },
  "params": {
    "cacheID": "827a1719cd67f833b0a5693fea039462",
    "id": "b1393b7866b5f8f2711ff86eaadb7401ffaddc8264254e6a9bca66a535d1dc15",
    "metadata": {},
    "name": "DatabaseListPageQuery",
    "operationKind": "query",
    "text": "query DatabaseListPageQuery(\n  $first: Int!\n  $search: String\n  $allowFileUpload: Boolean\n) {\n  ...DatabaseListTable_query_3IbLaw\n}\n\nfragment DatabaseConnectionModal_database on Database {\n  id\n  databaseName\n  maskedUri\n  exposeInSqllab\n  allowFileUpload\n  cacheTimeout\n}\n\nfragment DatabaseListRow_database on Database {\n  databaseId\n  databaseName\n  backend\n  exposeInSqllab\n  allowFileUpload\n  isManagedExternally\n  changedOnDeltaHumanized\n}\n\nfragment DatabaseListTable_query_3IbLaw on Query {\n  databases(first: $first, search: $search, allowFileUpload: $allowFileUpload) {\n    totalCount\n    edges {\n      node {\n        id\n        databaseId\n        databaseName\n        ...DatabaseListRow_database\n        ...DatabaseConnectionModal_database\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc4f677af7e15fc4868ad7ba46a55dea";

export default node;
