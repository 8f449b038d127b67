/**
 * @generated SignedSource<<627d52da84a7e6ed9943582f8c6a8638>>
 * @relayHash 4d0d0818c55a3e527bc83f7b789e5d0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4324a05741df74dcdbc1a7a84255ff571900b071cdc6672cc48336e267f24f21

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationLayerInput = {
  descr?: string | null | undefined;
  name?: string | null | undefined;
};
export type AnnotationLayerFormDialogUpdateMutation$variables = {
  id: string;
  input: AnnotationLayerInput;
};
export type AnnotationLayerFormDialogUpdateMutation$data = {
  readonly updateAnnotationLayer: {
    readonly __typename: string;
    readonly annotationLayer?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AnnotationLayerFormDialog_layer" | "AnnotationLayerRow_layer">;
    };
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
  };
};
export type AnnotationLayerFormDialogUpdateMutation = {
  response: AnnotationLayerFormDialogUpdateMutation$data;
  variables: AnnotationLayerFormDialogUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
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
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnotationLayerFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAnnotationLayer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AnnotationLayer",
                "kind": "LinkedField",
                "name": "annotationLayer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AnnotationLayerRow_layer"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AnnotationLayerFormDialog_layer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AnnotationLayerPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnnotationLayerFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAnnotationLayer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AnnotationLayer",
                "kind": "LinkedField",
                "name": "annotationLayer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "descr",
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
                    "name": "changedByName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AnnotationLayerPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4d0d0818c55a3e527bc83f7b789e5d0d",
    "id": "4324a05741df74dcdbc1a7a84255ff571900b071cdc6672cc48336e267f24f21",
    "metadata": {},
    "name": "AnnotationLayerFormDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation AnnotationLayerFormDialogUpdateMutation(\n  $id: ID!\n  $input: AnnotationLayerInput!\n) {\n  updateAnnotationLayer(id: $id, input: $input) {\n    __typename\n    ... on AnnotationLayerPayload {\n      annotationLayer {\n        id\n        ...AnnotationLayerRow_layer\n        ...AnnotationLayerFormDialog_layer\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AnnotationLayerFormDialog_layer on AnnotationLayer {\n  id\n  name\n  descr\n}\n\nfragment AnnotationLayerRow_layer on AnnotationLayer {\n  layerId\n  name\n  descr\n  changedOnDeltaHumanized\n  changedByName\n}\n"
  }
};
})();

(node as any).hash = "5c1b95d99f96c7800f3e56c98ad2a7da";

export default node;
