/**
 * @generated SignedSource<<b136bf72964181a1deb1671f40cea8c4>>
 * @relayHash 7fe3a3209f5d50b7656aaf14ca566490
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ac1e7d4bc8ced185330adec252c082a1f0d5ac6dd22a589092764ff7ef828dc

import type { ConcreteRequest } from 'relay-runtime';
export type TaggableObjectType = "CHART" | "DASHBOARD" | "SAVED_QUERY" | "%future added value";
export type TagPageQuery$variables = {
  tagId: number;
};
export type TagPageQuery$data = {
  readonly tag: {
    readonly description: string | null | undefined;
    readonly name: string;
    readonly objects: ReadonlyArray<{
      readonly changedOn: string | null | undefined;
      readonly name: string;
      readonly objectId: number;
      readonly objectType: TaggableObjectType;
      readonly ownerNames: ReadonlyArray<string>;
      readonly tags: ReadonlyArray<{
        readonly name: string;
        readonly tagId: number;
      }>;
      readonly url: string;
    }>;
  } | null | undefined;
};
export type TagPageQuery = {
  response: TagPageQuery$data;
  variables: TagPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tagId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "tagId",
    "variableName": "tagId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "objectType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "objectId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedOn",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ownerNames",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tagId",
  "storageKey": null
},
v10 = {
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
    "name": "TagPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Tag",
        "kind": "LinkedField",
        "name": "tag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TaggedObject",
            "kind": "LinkedField",
            "name": "objects",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Tag",
        "kind": "LinkedField",
        "name": "tag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TaggedObject",
            "kind": "LinkedField",
            "name": "objects",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v2/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7fe3a3209f5d50b7656aaf14ca566490",
    "id": "6ac1e7d4bc8ced185330adec252c082a1f0d5ac6dd22a589092764ff7ef828dc",
    "metadata": {},
    "name": "TagPageQuery",
    "operationKind": "query",
    "text": "query TagPageQuery(\n  $tagId: Int!\n) {\n  tag(tagId: $tagId) {\n    name\n    description\n    objects {\n      objectType\n      objectId\n      name\n      url\n      changedOn\n      ownerNames\n      tags {\n        tagId\n        name\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f75c0dbf8882af8346be2c698495c37d";

export default node;
