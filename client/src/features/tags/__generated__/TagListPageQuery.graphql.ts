/**
 * @generated SignedSource<<3762f851cb8a0ad5884c267faab9836f>>
 * @relayHash c8b10840922a2b3134e9227c33fc7a88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b280923a89f1af9254766448e88033e473b5729bf528986384752bb042afb96

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
};
export type TagListPageQuery = {
  response: TagListPageQuery$data;
  variables: TagListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
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
                "name": "tagId",
                "storageKey": null
              },
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TagListPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TagListPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c8b10840922a2b3134e9227c33fc7a88",
    "id": "5b280923a89f1af9254766448e88033e473b5729bf528986384752bb042afb96",
    "metadata": {},
    "name": "TagListPageQuery",
    "operationKind": "query",
    "text": "query TagListPageQuery {\n  tags(first: 100, orderBy: NAME) {\n    totalCount\n    edges {\n      node {\n        id\n        tagId\n        name\n        description\n        createdByName\n        changedOnHumanized\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d0279c09a9ebb07f3b3cc23d00089f7";

export default node;
