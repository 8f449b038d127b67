/**
 * @generated SignedSource<<b050e251a569db859426afc9ed672a32>>
 * @relayHash a8979de7a5ec260dd35e596236ab727b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab71a8b8ca584741997cfd5411c9a915efe5b9fc8f0a39995e772d3841bf8e33

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CssTemplateInput = {
  css: string;
  templateName: string;
};
export type CssTemplateFormDialogUpdateMutation$variables = {
  id: string;
  input: CssTemplateInput;
};
export type CssTemplateFormDialogUpdateMutation$data = {
  readonly updateCssTemplate: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly template?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CssTemplateFormDialog_template" | "CssTemplateRow_template">;
    };
  };
};
export type CssTemplateFormDialogUpdateMutation = {
  response: CssTemplateFormDialogUpdateMutation$data;
  variables: CssTemplateFormDialogUpdateMutation$variables;
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
    "name": "CssTemplateFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateCssTemplate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CssTemplate",
                "kind": "LinkedField",
                "name": "template",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CssTemplateRow_template"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CssTemplateFormDialog_template"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CssTemplatePayload",
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
    "name": "CssTemplateFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateCssTemplate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CssTemplate",
                "kind": "LinkedField",
                "name": "template",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "templateName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "css",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changedOnHumanized",
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
            "type": "CssTemplatePayload",
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
    "cacheID": "a8979de7a5ec260dd35e596236ab727b",
    "id": "ab71a8b8ca584741997cfd5411c9a915efe5b9fc8f0a39995e772d3841bf8e33",
    "metadata": {},
    "name": "CssTemplateFormDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation CssTemplateFormDialogUpdateMutation(\n  $id: ID!\n  $input: CssTemplateInput!\n) {\n  updateCssTemplate(id: $id, input: $input) {\n    __typename\n    ... on CssTemplatePayload {\n      template {\n        id\n        ...CssTemplateRow_template\n        ...CssTemplateFormDialog_template\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment CssTemplateFormDialog_template on CssTemplate {\n  id\n  templateName\n  css\n}\n\nfragment CssTemplateRow_template on CssTemplate {\n  templateName\n  css\n  changedOnHumanized\n  changedByName\n}\n"
  }
};
})();

(node as any).hash = "30b0fa8f56caecca98dcbf24eff44f58";

export default node;
