/**
 * @generated SignedSource<<84ca6b4887123ba2a4115472e9af7666>>
 * @relayHash 7f5da4ecedebb421818424cc0b85dc86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af52409473419dd03ec19bc937213f76ff336af0814c6471ef2922cd75ee1876

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardFieldsInput = {
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  css?: string | null | undefined;
  dashboardTitle?: string | null | undefined;
  jsonMetadata?: unknown | null | undefined;
  ownerIds?: ReadonlyArray<number> | null | undefined;
  positionJson?: unknown | null | undefined;
  published?: boolean | null | undefined;
  roleIds?: ReadonlyArray<number> | null | undefined;
  slug?: string | null | undefined;
};
export type DashboardPropertiesDialogMutation$variables = {
  id: string;
  input: DashboardFieldsInput;
};
export type DashboardPropertiesDialogMutation$data = {
  readonly saveDashboard: {
    readonly __typename: string;
    readonly dashboard?: {
      readonly dashboardTitle: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DashboardCard_dashboard" | "DashboardListRow_dashboard" | "DashboardPropertiesDialog_dashboard">;
    };
    readonly message?: string;
  };
};
export type DashboardPropertiesDialogMutation = {
  response: DashboardPropertiesDialogMutation$data;
  variables: DashboardPropertiesDialogMutation$variables;
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
  "name": "dashboardTitle",
  "storageKey": null
},
v5 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPropertiesDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveDashboard",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DashboardListRow_dashboard"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DashboardCard_dashboard"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DashboardPropertiesDialog_dashboard"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "DashboardPropertiesDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveDashboard",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dashboardId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "published",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "certifiedBy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "certificationDetails",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changedOn",
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
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "owners",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "firstName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastName",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "tags",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tagId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFavorite",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumbnailUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7f5da4ecedebb421818424cc0b85dc86",
    "id": "af52409473419dd03ec19bc937213f76ff336af0814c6471ef2922cd75ee1876",
    "metadata": {},
    "name": "DashboardPropertiesDialogMutation",
    "operationKind": "mutation",
    "text": "mutation DashboardPropertiesDialogMutation(\n  $id: ID!\n  $input: DashboardFieldsInput!\n) {\n  saveDashboard(id: $id, input: $input) {\n    __typename\n    ... on SaveDashboardPayload {\n      dashboard {\n        id\n        dashboardTitle\n        ...DashboardListRow_dashboard\n        ...DashboardCard_dashboard\n        ...DashboardPropertiesDialog_dashboard\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DashboardCard_dashboard on Dashboard {\n  dashboardId\n  dashboardTitle\n  slug\n  published\n  thumbnailUrl\n  changedOnDeltaHumanized\n  ...DashboardFavoriteStar_dashboard\n}\n\nfragment DashboardFavoriteStar_dashboard on Dashboard {\n  id\n  dashboardTitle\n  isFavorite\n}\n\nfragment DashboardListRow_dashboard on Dashboard {\n  dashboardId\n  dashboardTitle\n  slug\n  published\n  certifiedBy\n  certificationDetails\n  changedOn\n  changedOnDeltaHumanized\n  owners {\n    firstName\n    lastName\n    id\n  }\n  tags {\n    tagId\n    name\n    id\n  }\n  ...DashboardFavoriteStar_dashboard\n}\n\nfragment DashboardPropertiesDialog_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  tags {\n    name\n    id\n  }\n  slug\n  certifiedBy\n  certificationDetails\n}\n"
  }
};
})();

(node as any).hash = "38957e46624e3e3a26231b6de9eb1d1b";

export default node;
