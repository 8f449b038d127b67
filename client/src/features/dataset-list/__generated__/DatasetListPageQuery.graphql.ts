/**
 * @generated SignedSource<<cce5eaaee6bd35cdd2be0226e21c7123>>
 * @relayHash f456de3d45f8203c6bf81e2924083af8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 733354a61cbf887ee7740bab093f9603073f782beef5938c54a3187ead69e494

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatasetFilterColumn = "CATALOG" | "CHANGED_BY" | "CREATED_BY" | "DATABASE" | "ID" | "OWNERS" | "SCHEMA" | "SQL" | "TABLE_NAME" | "UUID" | "%future added value";
export type DatasetFilterOperator = "CT" | "DATASET_IS_CERTIFIED" | "DATASET_IS_NULL_OR_EMPTY" | "EQ" | "EW" | "GT" | "IN" | "LT" | "NCT" | "NEQ" | "NEW" | "NOT_IN" | "NREL_O_M" | "NSW" | "REL_M_M" | "REL_O_M" | "SW" | "%future added value";
export type DatasetKind = "PHYSICAL" | "VIRTUAL" | "%future added value";
export type DatasetOrderField = "CHANGED_ON" | "DATABASE_NAME" | "SCHEMA" | "TABLE_NAME" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DatasetOrder = {
  direction: OrderDirection;
  field: DatasetOrderField;
};
export type DatasetFilter = {
  column: DatasetFilterColumn;
  operator: DatasetFilterOperator;
  value?: unknown | null | undefined;
};
export type DatasetListPageQuery$variables = {
  certified?: boolean | null | undefined;
  databaseId?: string | null | undefined;
  filters?: ReadonlyArray<DatasetFilter> | null | undefined;
  first: number;
  kind?: DatasetKind | null | undefined;
  orderBy?: DatasetOrder | null | undefined;
  ownedByMe?: boolean | null | undefined;
  schema?: string | null | undefined;
  search?: string | null | undefined;
};
export type DatasetListPageQuery$data = {
  readonly databases: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly databaseName: string;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DatasetListTable_query">;
};
export type DatasetListPageQuery = {
  response: DatasetListPageQuery$data;
  variables: DatasetListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "certified"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "databaseId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ownedByMe"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "schema"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v9 = [
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
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DatasetListPageQuery",
    "selections": [
      {
        "args": (v9/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DatasetListTable_query"
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "databases(first:100)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v8/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v7/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DatasetListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*:: as any*/),
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
                  (v13/*:: as any*/),
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
                  (v12/*:: as any*/),
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
                      (v13/*:: as any*/)
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
        "args": (v9/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "databases(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "f456de3d45f8203c6bf81e2924083af8",
    "id": "733354a61cbf887ee7740bab093f9603073f782beef5938c54a3187ead69e494",
    "metadata": {},
    "name": "DatasetListPageQuery",
    "operationKind": "query",
    "text": "query DatasetListPageQuery(\n  $first: Int!\n  $search: String\n  $orderBy: DatasetOrder\n  $kind: DatasetKind\n  $databaseId: ID\n  $schema: String\n  $certified: Boolean\n  $ownedByMe: Boolean\n  $filters: [DatasetFilter!]\n) {\n  ...DatasetListTable_query_24Xe5Z\n  databases(first: 100) {\n    edges {\n      node {\n        databaseId\n        databaseName\n        id\n      }\n    }\n  }\n}\n\nfragment DatasetListRow_dataset on Dataset {\n  datasetId\n  tableName\n  datasetKind\n  databaseName\n  schema\n  exploreUrl\n  changedOn\n  changedOnDeltaHumanized\n  viewerCanEdit\n  viewerCanDelete\n  owners {\n    firstName\n    lastName\n    id\n  }\n}\n\nfragment DatasetListTable_query_24Xe5Z on Query {\n  datasets(first: $first, search: $search, kind: $kind, databaseId: $databaseId, schema: $schema, certified: $certified, ownedByMe: $ownedByMe, filters: $filters, orderBy: $orderBy) {\n    totalCount\n    edges {\n      node {\n        id\n        datasetId\n        tableName\n        viewerCanDelete\n        ...DatasetListRow_dataset\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a3d21a40c41ddfafef8e94a621bb9ab";

export default node;
