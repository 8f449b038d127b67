/**
 * @generated SignedSource<<9742b45a9df6a4d9a41fca03cc71a6b0>>
 * @relayHash 4fa89fd2f5243e096384ae8b8912b45e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7696c373f434755189bacc4924fa5ba251a8c6a30684694fd7cfd0cff87f0bc

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CssTemplateInput = {
  css: string;
  templateName: string;
};
export type CssTemplateFormDialogCreateMutation$variables = {
  input: CssTemplateInput;
};
export type CssTemplateFormDialogCreateMutation$data = {
  readonly createCssTemplate: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly template?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CssTemplateFormDialog_template" | "CssTemplateRow_template">;
    };
  };
};
export type CssTemplateFormDialogCreateMutation = {
  response: CssTemplateFormDialogCreateMutation$data;
  variables: CssTemplateFormDialogCreateMutation$variables;
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
    "name": "CssTemplateFormDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCssTemplate",
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
    "name": "CssTemplateFormDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCssTemplate",
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
    "cacheID": "4fa89fd2f5243e096384ae8b8912b45e",
    "id": "f7696c373f434755189bacc4924fa5ba251a8c6a30684694fd7cfd0cff87f0bc",
    "metadata": {},
    "name": "CssTemplateFormDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation CssTemplateFormDialogCreateMutation(\n  $input: CssTemplateInput!\n) {\n  createCssTemplate(input: $input) {\n    __typename\n    ... on CssTemplatePayload {\n      template {\n        id\n        ...CssTemplateRow_template\n        ...CssTemplateFormDialog_template\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment CssTemplateFormDialog_template on CssTemplate {\n  id\n  templateName\n  css\n}\n\nfragment CssTemplateRow_template on CssTemplate {\n  templateName\n  css\n  changedOnHumanized\n  changedByName\n}\n"
  }
};
})();

(node as any).hash = "c19d22e3f5144736b3033e5eb80370d4";

export default node;
