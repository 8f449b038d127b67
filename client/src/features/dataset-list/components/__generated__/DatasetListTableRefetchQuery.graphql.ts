/**
 * @generated SignedSource<<34dcb57a6f323f58e882cf15da27629b>>
 * @relayHash b5cdad56a6c2478d999441512a8895fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad69708da846400a06c851d6f74539119e455a52c410e7aef96e3accdfe643ab

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatasetFilterColumn = "CATALOG" | "CHANGED_BY" | "CREATED_BY" | "DATABASE" | "ID" | "OWNERS" | "SCHEMA" | "SQL" | "TABLE_NAME" | "UUID" | "%future added value";
export type DatasetFilterOperator = "CT" | "DATASET_IS_CERTIFIED" | "DATASET_IS_NULL_OR_EMPTY" | "EQ" | "EW" | "GT" | "IN" | "LT" | "NCT" | "NEQ" | "NEW" | "NOT_IN" | "NREL_O_M" | "NSW" | "REL_M_M" | "REL_O_M" | "SW" | "%future added value";
export type DatasetKind = "PHYSICAL" | "VIRTUAL" | "%future added value";
export type DatasetOrderField = "CHANGED_ON" | "DATABASE_NAME" | "SCHEMA" | "TABLE_NAME" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DatasetFilter = {
  column: DatasetFilterColumn;
  operator: DatasetFilterOperator;
  value?: unknown | null | undefined;
};
export type DatasetOrder = {
  direction: OrderDirection;
  field: DatasetOrderField;
};
export type DatasetListTableRefetchQuery$variables = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  certified?: boolean | null | undefined;
  databaseId?: string | null | undefined;
  filters?: ReadonlyArray<DatasetFilter> | null | undefined;
  first?: number | null | undefined;
  kind?: DatasetKind | null | undefined;
  last?: number | null | undefined;
  orderBy?: DatasetOrder | null | undefined;
  ownedByMe?: boolean | null | undefined;
  schema?: string | null | undefined;
  search?: string | null | undefined;
};
export type DatasetListTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DatasetListTable_query">;
};
export type DatasetListTableRefetchQuery = {
  response: DatasetListTableRefetchQuery$data;
  variables: DatasetListTableRefetchQuery$variables;
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
    "name": "before"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "certified"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
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
    "name": "kind"
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
    "name": "ownedByMe"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "schema"
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
    "name": "before",
    "variableName": "before"
  },
  {
    "kind": "Variable",
    "name": "certified",
    "variableName": "certified"
  },
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
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
    "name": "kind",
    "variableName": "kind"
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
    "name": "ownedByMe",
    "variableName": "ownedByMe"
  },
  {
    "kind": "Variable",
    "name": "schema",
    "variableName": "schema"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DatasetListTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DatasetListTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DatasetListTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DatasetConnection",
        "kind": "LinkedField",
        "name": "datasets",
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
            "concreteType": "DatasetEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Dataset",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                    "name": "viewerCanDelete",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "datasetKind",
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
                    "name": "schema",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "exploreUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changedOn",
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
                    "name": "viewerCanEdit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "owners",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastName",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
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
          "kind",
          "databaseId",
          "schema",
          "certified",
          "ownedByMe",
          "filters",
          "orderBy"
        ],
        "handle": "connection",
        "key": "DatasetListTable_datasets",
        "kind": "LinkedHandle",
        "name": "datasets"
      }
    ]
  },
  "params": {
    "cacheID": "b5cdad56a6c2478d999441512a8895fa",
    "id": "ad69708da846400a06c851d6f74539119e455a52c410e7aef96e3accdfe643ab",
    "metadata": {},
    "name": "DatasetListTableRefetchQuery",
    "operationKind": "query",
    "text": "query DatasetListTableRefetchQuery(\n  $after: String\n  $before: String\n  $certified: Boolean\n  $databaseId: ID\n  $filters: [DatasetFilter!]\n  $first: Int = 25\n  $kind: DatasetKind\n  $last: Int\n  $orderBy: DatasetOrder = {field: CHANGED_ON, direction: DESC}\n  $ownedByMe: Boolean\n  $schema: String\n  $search: String\n) {\n  ...DatasetListTable_query_1nbuNA\n}\n\nfragment DatasetListRow_dataset on Dataset {\n  datasetId\n  tableName\n  datasetKind\n  databaseName\n  schema\n  exploreUrl\n  changedOn\n  changedOnDeltaHumanized\n  viewerCanEdit\n  viewerCanDelete\n  owners {\n    firstName\n    lastName\n    id\n  }\n}\n\nfragment DatasetListTable_query_1nbuNA on Query {\n  datasets(first: $first, after: $after, last: $last, before: $before, search: $search, kind: $kind, databaseId: $databaseId, schema: $schema, certified: $certified, ownedByMe: $ownedByMe, filters: $filters, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        datasetId\n        tableName\n        viewerCanDelete\n        ...DatasetListRow_dataset\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "673908cb6bd1f84b8279d63775974cbe";

export default node;
