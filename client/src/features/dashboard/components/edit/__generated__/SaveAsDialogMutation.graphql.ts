/**
 * @generated SignedSource<<877c245aa92a6583353ff9f054280e03>>
 * @relayHash 92163fb0b32fb5b2c0abdafe9580769f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b43102e51b9b1a54816c12abc40302ddc172f72f3430a365b047d0f7ba86b90

import type { ConcreteRequest } from 'relay-runtime';
export type SaveAsDialogMutation$variables = {
  css?: string | null | undefined;
  duplicate?: boolean | null | undefined;
  id: string;
  jsonMetadata?: unknown | null | undefined;
  title: string;
};
export type SaveAsDialogMutation$data = {
  readonly saveDashboardAs: {
    readonly __typename: string;
    readonly dashboard?: {
      readonly dashboardId: number;
      readonly slug: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type SaveAsDialogMutation = {
  response: SaveAsDialogMutation$data;
  variables: SaveAsDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "css"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "duplicate"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "jsonMetadata"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "title"
},
v5 = [
  {
    "kind": "Variable",
    "name": "css",
    "variableName": "css"
  },
  {
    "kind": "Variable",
    "name": "dashboardTitle",
    "variableName": "title"
  },
  {
    "kind": "Variable",
    "name": "duplicateSlices",
    "variableName": "duplicate"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "jsonMetadata",
    "variableName": "jsonMetadata"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dashboardId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveAsDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveDashboardAs",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Dashboard",
                "kind": "LinkedField",
                "name": "dashboard",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/)
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
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SaveAsDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveDashboardAs",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Dashboard",
                "kind": "LinkedField",
                "name": "dashboard",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "92163fb0b32fb5b2c0abdafe9580769f",
    "id": "4b43102e51b9b1a54816c12abc40302ddc172f72f3430a365b047d0f7ba86b90",
    "metadata": {},
    "name": "SaveAsDialogMutation",
    "operationKind": "mutation",
    "text": "mutation SaveAsDialogMutation(\n  $id: ID!\n  $title: String!\n  $css: String\n  $jsonMetadata: JSON\n  $duplicate: Boolean\n) {\n  saveDashboardAs(id: $id, dashboardTitle: $title, css: $css, jsonMetadata: $jsonMetadata, duplicateSlices: $duplicate) {\n    __typename\n    ... on SaveDashboardPayload {\n      dashboard {\n        dashboardId\n        slug\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "436aac82caee6b279e432ddefbc71398";

export default node;
