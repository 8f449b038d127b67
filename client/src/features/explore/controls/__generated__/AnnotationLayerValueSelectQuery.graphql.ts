/**
 * @generated SignedSource<<ca4c3054629ed4935fa1e464c4a6e6ef>>
 * @relayHash 7faf10f7f2b25bd550af5276586b0fe8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52f5d94dd36ceb2524d453e07416d935568f0c8b85d1dc6caa1c38526b1eafb7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationLayerValueSelectQuery$variables = {
  charts: boolean;
  layers: boolean;
};
export type AnnotationLayerValueSelectQuery$data = {
  readonly annotationLayers?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AnnotationLayerValueSelect_layer">;
      };
    }>;
  };
  readonly charts?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AnnotationLayerValueSelect_chart">;
      };
    }>;
  };
};
export type AnnotationLayerValueSelectQuery = {
  response: AnnotationLayerValueSelectQuery$data;
  variables: AnnotationLayerValueSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "charts"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "layers"
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": {
      "direction": "ASC",
      "field": "SLICE_NAME"
    }
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnotationLayerValueSelectQuery",
    "selections": [
      {
        "condition": "layers",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "AnnotationLayerConnection",
            "kind": "LinkedField",
            "name": "annotationLayers",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AnnotationLayerEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AnnotationLayer",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "AnnotationLayerValueSelect_layer"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "annotationLayers(first:100)"
          }
        ]
      },
      {
        "condition": "charts",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "ChartConnection",
            "kind": "LinkedField",
            "name": "charts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChartEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Chart",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "AnnotationLayerValueSelect_chart"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "charts(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"SLICE_NAME\"})"
          }
        ]
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
    "name": "AnnotationLayerValueSelectQuery",
    "selections": [
      {
        "condition": "layers",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "AnnotationLayerConnection",
            "kind": "LinkedField",
            "name": "annotationLayers",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AnnotationLayerEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AnnotationLayer",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "layerId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "annotationLayers(first:100)"
          }
        ]
      },
      {
        "condition": "charts",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "ChartConnection",
            "kind": "LinkedField",
            "name": "charts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChartEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Chart",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "chartId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sliceName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "vizType",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "charts(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"SLICE_NAME\"})"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "7faf10f7f2b25bd550af5276586b0fe8",
    "id": "52f5d94dd36ceb2524d453e07416d935568f0c8b85d1dc6caa1c38526b1eafb7",
    "metadata": {},
    "name": "AnnotationLayerValueSelectQuery",
    "operationKind": "query",
    "text": "query AnnotationLayerValueSelectQuery(\n  $layers: Boolean!\n  $charts: Boolean!\n) {\n  annotationLayers(first: 100) @include(if: $layers) {\n    edges {\n      node {\n        id\n        ...AnnotationLayerValueSelect_layer\n      }\n    }\n  }\n  charts(first: 100, orderBy: {field: SLICE_NAME, direction: ASC}) @include(if: $charts) {\n    edges {\n      node {\n        id\n        ...AnnotationLayerValueSelect_chart\n      }\n    }\n  }\n}\n\nfragment AnnotationLayerValueSelect_chart on Chart {\n  chartId\n  sliceName\n  vizType\n}\n\nfragment AnnotationLayerValueSelect_layer on AnnotationLayer {\n  layerId\n  name\n}\n"
  }
};
})();

(node as any).hash = "4cc2f71df8cb32b5086cb8f604a5b885";

export default node;
