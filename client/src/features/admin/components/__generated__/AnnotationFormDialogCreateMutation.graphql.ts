/**
 * @generated SignedSource<<08fe3cf0cad8cb31e96c481029ffc6d8>>
 * @relayHash 93389183e44c70fb9590f541ce3b0f59
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4544ac06456af3b439b820bc38d463f9990a6143285e3295f0ee0a11f331f974

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationInput = {
  endDttm?: string | null | undefined;
  jsonMetadata?: string | null | undefined;
  longDescr?: string | null | undefined;
  shortDescr?: string | null | undefined;
  startDttm?: string | null | undefined;
};
export type AnnotationFormDialogCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AnnotationInput;
  layerId: string;
};
export type AnnotationFormDialogCreateMutation$data = {
  readonly createAnnotation: {
    readonly __typename: string;
    readonly annotation?: {
      readonly annotationId: number;
      readonly endDttm: string;
      readonly id: string;
      readonly longDescr: string | null | undefined;
      readonly shortDescr: string | null | undefined;
      readonly startDttm: string;
      readonly " $fragmentSpreads": FragmentRefs<"AnnotationFormDialog_annotation">;
    };
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
  };
};
export type AnnotationFormDialogCreateMutation = {
  response: AnnotationFormDialogCreateMutation$data;
  variables: AnnotationFormDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "layerId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  },
  {
    "kind": "Variable",
    "name": "layerId",
    "variableName": "layerId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "annotationId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortDescr",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longDescr",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDttm",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDttm",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v12 = {
  "kind": "InlineFragment",
  "selections": [
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fieldErrors",
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    (v11/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnotationFormDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAnnotation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Annotation",
                "kind": "LinkedField",
                "name": "annotation",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AnnotationFormDialog_annotation"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AnnotationPayload",
            "abstractKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AnnotationFormDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAnnotation",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Annotation",
                "kind": "LinkedField",
                "name": "annotation",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "annotation",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "AnnotationEdge"
                  }
                ]
              }
            ],
            "type": "AnnotationPayload",
            "abstractKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "93389183e44c70fb9590f541ce3b0f59",
    "id": "4544ac06456af3b439b820bc38d463f9990a6143285e3295f0ee0a11f331f974",
    "metadata": {},
    "name": "AnnotationFormDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation AnnotationFormDialogCreateMutation(\n  $layerId: ID!\n  $input: AnnotationInput!\n) {\n  createAnnotation(layerId: $layerId, input: $input) {\n    __typename\n    ... on AnnotationPayload {\n      annotation {\n        id\n        annotationId\n        shortDescr\n        longDescr\n        startDttm\n        endDttm\n        ...AnnotationFormDialog_annotation\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AnnotationFormDialog_annotation on Annotation {\n  id\n  shortDescr\n  longDescr\n  startDttm\n  endDttm\n}\n"
  }
};
})();

(node as any).hash = "3dcdbceab15f6b526f1b7804a43b4dfc";

export default node;
