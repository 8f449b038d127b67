/**
 * @generated SignedSource<<67374feaaa69bd5a653d3594297aab0b>>
 * @relayHash 2ef4ff713cfd70b1ac828b692efa8330
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af34d4a83c7aa7c5f8a4f7d96e39b807d4d43b222043c552db78ef0bd2d44c8b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationLayerPageQuery$variables = {
  first: number;
  id: string;
};
export type AnnotationLayerPageQuery$data = {
  readonly node: {
    readonly annotationsTable?: {
      readonly " $fragmentSpreads": FragmentRefs<"AnnotationsTable_layer">;
    } | null | undefined;
    readonly descr?: string | null | undefined;
    readonly name?: string;
    readonly viewerCanEdit?: boolean;
  } | null | undefined;
};
export type AnnotationLayerPageQuery = {
  response: AnnotationLayerPageQuery$data;
  variables: AnnotationLayerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "descr",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnotationLayerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v6/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "AnnotationsTable_layer"
                    }
                  ],
                  "type": "AnnotationLayer",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "annotationsTable"
              }
            ],
            "type": "AnnotationLayer",
            "abstractKey": null
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AnnotationLayerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": (v6/*:: as any*/),
                "concreteType": "AnnotationConnection",
                "kind": "LinkedField",
                "name": "annotations",
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
                    "concreteType": "AnnotationEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Annotation",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "annotationId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "shortDescr",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "longDescr",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "startDttm",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "endDttm",
                            "storageKey": null
                          },
                          (v7/*:: as any*/)
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
                "args": (v6/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "AnnotationsTable_annotations",
                "kind": "LinkedHandle",
                "name": "annotations"
              }
            ],
            "type": "AnnotationLayer",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2ef4ff713cfd70b1ac828b692efa8330",
    "id": "af34d4a83c7aa7c5f8a4f7d96e39b807d4d43b222043c552db78ef0bd2d44c8b",
    "metadata": {},
    "name": "AnnotationLayerPageQuery",
    "operationKind": "query",
    "text": "query AnnotationLayerPageQuery(\n  $id: ID!\n  $first: Int!\n) {\n  node(id: $id) {\n    __typename\n    ... on AnnotationLayer {\n      name\n      descr\n      viewerCanEdit\n      ...AnnotationsTable_layer_3ASum4\n    }\n    id\n  }\n}\n\nfragment AnnotationFormDialog_annotation on Annotation {\n  id\n  shortDescr\n  longDescr\n  startDttm\n  endDttm\n}\n\nfragment AnnotationsTable_layer_3ASum4 on AnnotationLayer {\n  id\n  annotations(first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        annotationId\n        shortDescr\n        longDescr\n        startDttm\n        endDttm\n        ...AnnotationFormDialog_annotation\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7073db67c5053b8056002e1a4dd7a77e";

export default node;
