/**
 * @generated SignedSource<<2620bbb17ad5f4f50d5f9a85b78a0457>>
 * @relayHash 9a2b2305509faa186e9c7ca2559e6f32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a00cb5125648555db55bcb14302c0fe9490e1bbe54086b196abec32b35838a9b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationLayerInput = {
  descr?: string | null | undefined;
  name?: string | null | undefined;
};
export type AnnotationLayerFormDialogCreateMutation$variables = {
  input: AnnotationLayerInput;
};
export type AnnotationLayerFormDialogCreateMutation$data = {
  readonly createAnnotationLayer: {
    readonly __typename: string;
    readonly annotationLayer?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AnnotationLayerFormDialog_layer" | "AnnotationLayerRow_layer">;
    };
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
  };
};
export type AnnotationLayerFormDialogCreateMutation = {
  response: AnnotationLayerFormDialogCreateMutation$data;
  variables: AnnotationLayerFormDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "AnnotationLayerFormDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAnnotationLayer",
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
    "name": "AnnotationLayerFormDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAnnotationLayer",
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
    "cacheID": "9a2b2305509faa186e9c7ca2559e6f32",
    "id": "a00cb5125648555db55bcb14302c0fe9490e1bbe54086b196abec32b35838a9b",
    "metadata": {},
    "name": "AnnotationLayerFormDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation AnnotationLayerFormDialogCreateMutation(\n  $input: AnnotationLayerInput!\n) {\n  createAnnotationLayer(input: $input) {\n    __typename\n    ... on AnnotationLayerPayload {\n      annotationLayer {\n        id\n        ...AnnotationLayerRow_layer\n        ...AnnotationLayerFormDialog_layer\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AnnotationLayerFormDialog_layer on AnnotationLayer {\n  id\n  name\n  descr\n}\n\nfragment AnnotationLayerRow_layer on AnnotationLayer {\n  layerId\n  name\n  descr\n  changedOnDeltaHumanized\n  changedByName\n}\n"
  }
};
})();

(node as any).hash = "16df21f322f7890104cd2869c30cba34";

export default node;
