/**
 * @generated SignedSource<<6a4dc6440e8210521e8400dbc9a8e3e6>>
 * @relayHash 88902c2d172797f59701d4dc368b6ef0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fbbdbd210fbefd731276d8a7bd338046a5f8916a4980ffa3ada714b2fa3537c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationInput = {
  endDttm?: string | null | undefined;
  jsonMetadata?: string | null | undefined;
  longDescr?: string | null | undefined;
  shortDescr?: string | null | undefined;
  startDttm?: string | null | undefined;
};
export type AnnotationFormDialogUpdateMutation$variables = {
  id: string;
  input: AnnotationInput;
};
export type AnnotationFormDialogUpdateMutation$data = {
  readonly updateAnnotation: {
    readonly __typename: string;
    readonly annotation?: {
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
export type AnnotationFormDialogUpdateMutation = {
  response: AnnotationFormDialogUpdateMutation$data;
  variables: AnnotationFormDialogUpdateMutation$variables;
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
  "name": "shortDescr",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longDescr",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDttm",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDttm",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*:: as any*/),
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
v10 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnotationFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAnnotation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
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
          (v9/*:: as any*/),
          (v10/*:: as any*/)
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
    "name": "AnnotationFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAnnotation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "AnnotationPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "88902c2d172797f59701d4dc368b6ef0",
    "id": "3fbbdbd210fbefd731276d8a7bd338046a5f8916a4980ffa3ada714b2fa3537c",
    "metadata": {},
    "name": "AnnotationFormDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation AnnotationFormDialogUpdateMutation(\n  $id: ID!\n  $input: AnnotationInput!\n) {\n  updateAnnotation(id: $id, input: $input) {\n    __typename\n    ... on AnnotationPayload {\n      annotation {\n        id\n        shortDescr\n        longDescr\n        startDttm\n        endDttm\n        ...AnnotationFormDialog_annotation\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AnnotationFormDialog_annotation on Annotation {\n  id\n  shortDescr\n  longDescr\n  startDttm\n  endDttm\n}\n"
  }
};
})();

(node as any).hash = "983cbc3d4efecf5933dd2486bbfda0af";

export default node;
