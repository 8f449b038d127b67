/**
 * @generated SignedSource<<7589d21eac4e72cf52fa8ece8d2cd2cd>>
 * @relayHash 2f1e7ce5261f73e9ab43be37745d37df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 475b3656622402e23954d0d33570ef3600bc42823aa11e076cb74b5b257039ca

import type { ConcreteRequest } from 'relay-runtime';
export type TagListPageQuery$variables = Record<PropertyKey, never>;
export type TagListPageQuery$data = {
  readonly tags: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly changedOnHumanized: string | null | undefined;
        readonly createdByName: string | null | undefined;
        readonly description: string | null | undefined;
        readonly id: string;
        readonly name: string;
        readonly tagId: number;
      };
    }>;
    readonly totalCount: number;
  };
  readonly viewer: {
    readonly permissions: ReadonlyArray<{
      readonly name: string;
      readonly viewMenu: string;
    }> | null | undefined;
  } | null | undefined;
};
export type TagListPageQuery = {
  response: TagListPageQuery$data;
  variables: TagListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    },
    {
      "kind": "Literal",
      "name": "orderBy",
      "value": "NAME"
    }
  ],
  "concreteType": "TagConnection",
  "kind": "LinkedField",
  "name": "tags",
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
      "concreteType": "TagEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Tag",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tagId",
              "storageKey": null
            },
            (v1/*:: as any*/),
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
              "name": "createdByName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "changedOnHumanized",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "tags(first:100,orderBy:\"NAME\")"
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Permission",
  "kind": "LinkedField",
  "name": "permissions",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewMenu",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TagListPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TagListPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2f1e7ce5261f73e9ab43be37745d37df",
    "id": "475b3656622402e23954d0d33570ef3600bc42823aa11e076cb74b5b257039ca",
    "metadata": {},
    "name": "TagListPageQuery",
    "operationKind": "query",
    "text": "query TagListPageQuery {\n  tags(first: 100, orderBy: NAME) {\n    totalCount\n    edges {\n      node {\n        id\n        tagId\n        name\n        description\n        createdByName\n        changedOnHumanized\n      }\n    }\n  }\n  viewer {\n    permissions {\n      name\n      viewMenu\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d0d9f2bff953a08654f7f97e44c107d6";

export default node;
