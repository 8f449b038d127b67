/**
 * @generated SignedSource<<e8bcab32a59508e6b826c345d07c705f>>
 * @relayHash ded3dce7d27bd62fe7f3c5f4ab0ff3bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94de7cff19a53d0a8ad17e13bea910553e77dd7b08fb44f58cf41f8749c08529

import type { ConcreteRequest } from 'relay-runtime';
export type SavedQueriesQuery$variables = {
  search?: string | null | undefined;
};
export type SavedQueriesQuery$data = {
  readonly savedQueries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly changedOnDeltaHumanized: string;
        readonly databaseId: number;
        readonly databaseName: string;
        readonly description: string | null | undefined;
        readonly id: string;
        readonly label: string;
        readonly savedQueryId: number;
        readonly schema: string | null | undefined;
        readonly shareUrl: string;
        readonly sql: string;
      };
    }>;
  };
};
export type SavedQueriesQuery = {
  response: SavedQueriesQuery$data;
  variables: SavedQueriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "SavedQueryConnection",
    "kind": "LinkedField",
    "name": "savedQueries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SavedQueryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedQuery",
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
                "name": "savedQueryId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sql",
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
                "name": "changedOnDeltaHumanized",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shareUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedQueriesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SavedQueriesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ded3dce7d27bd62fe7f3c5f4ab0ff3bb",
    "id": "94de7cff19a53d0a8ad17e13bea910553e77dd7b08fb44f58cf41f8749c08529",
    "metadata": {},
    "name": "SavedQueriesQuery",
    "operationKind": "query",
    "text": "query SavedQueriesQuery(\n  $search: String\n) {\n  savedQueries(first: 100, search: $search) {\n    edges {\n      node {\n        id\n        savedQueryId\n        label\n        description\n        sql\n        schema\n        databaseId\n        databaseName\n        changedOnDeltaHumanized\n        shareUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "68aceeed8f950f8f437aa22a89915fb1";

export default node;
