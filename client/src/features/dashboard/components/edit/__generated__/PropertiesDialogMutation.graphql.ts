/**
 * @generated SignedSource<<9b189eb4e0a0c9033381ba323f1b44b0>>
 * @relayHash 85d8d6b47409134e03da3d6c43c5f124
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b77480415a5ea45c5ba3df237e4c82f386c5aa9931968ad52708c6e51e5e83de

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
export type PropertiesDialogMutation$variables = {
  id: string;
  input: DashboardFieldsInput;
  lastModifiedTime?: number | null | undefined;
};
export type PropertiesDialogMutation$data = {
  readonly saveDashboard: {
    readonly __typename: string;
    readonly dashboard?: {
      readonly dashboardId: number;
      readonly id: string;
      readonly slug: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"DashboardHeader_dashboard" | "DashboardScreen_dashboard" | "PropertiesDialog_dashboard">;
    };
    readonly message?: string;
  };
};
export type PropertiesDialogMutation = {
  response: PropertiesDialogMutation$data;
  variables: PropertiesDialogMutation$variables;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lastModifiedTime"
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
  },
  {
    "kind": "Variable",
    "name": "lastModifiedTime",
    "variableName": "lastModifiedTime"
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
  "name": "dashboardId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v6 = {
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
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PropertiesDialogMutation",
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
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DashboardHeader_dashboard"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PropertiesDialog_dashboard"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DashboardScreen_dashboard"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
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
    "name": "PropertiesDialogMutation",
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
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dashboardTitle",
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
                    "name": "isFavorite",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanEdit",
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
                      (v3/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userId",
                        "storageKey": null
                      }
                    ],
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
                    "name": "jsonMetadata",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardRole",
                    "kind": "LinkedField",
                    "name": "roles",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "roleId",
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
                    "name": "css",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "positionJson",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DashboardMetadata",
                    "kind": "LinkedField",
                    "name": "metadata",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "refreshFrequency",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "staggerRefresh",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "staggerTime",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "timedRefreshImmuneSlices",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "showNativeFilters",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "crossFiltersEnabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "chartConfiguration",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "NativeFilter",
                        "kind": "LinkedField",
                        "name": "nativeFilterConfiguration",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "filterId",
                            "storageKey": null
                          },
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "description",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "filterType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "NativeFilterTarget",
                            "kind": "LinkedField",
                            "name": "targets",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "datasetId",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "column",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "controlValues",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "cascadeParentIds",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "defaultDataMask",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "sortMetric",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "adhocFilters",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "timeRange",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "timeColumn",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "NativeFilterScope",
                            "kind": "LinkedField",
                            "name": "scope",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "rootPath",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "excluded",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "85d8d6b47409134e03da3d6c43c5f124",
    "id": "b77480415a5ea45c5ba3df237e4c82f386c5aa9931968ad52708c6e51e5e83de",
    "metadata": {},
    "name": "PropertiesDialogMutation",
    "operationKind": "mutation",
    "text": "mutation PropertiesDialogMutation(\n  $id: ID!\n  $input: DashboardFieldsInput!\n  $lastModifiedTime: Float\n) {\n  saveDashboard(id: $id, input: $input, lastModifiedTime: $lastModifiedTime) {\n    __typename\n    ... on SaveDashboardPayload {\n      dashboard {\n        id\n        dashboardId\n        slug\n        ...DashboardHeader_dashboard\n        ...PropertiesDialog_dashboard\n        ...DashboardScreen_dashboard\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DashboardHeader_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  published\n  isFavorite\n  viewerCanEdit\n  certifiedBy\n  certificationDetails\n  changedOnDeltaHumanized\n  owners {\n    id\n    firstName\n    lastName\n    username\n  }\n}\n\nfragment DashboardScreen_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  slug\n  css\n  positionJson\n  viewerCanEdit\n  metadata {\n    refreshFrequency\n    staggerRefresh\n    staggerTime\n    timedRefreshImmuneSlices\n  }\n  ...DashboardHeader_dashboard\n  ...EditBar_dashboard\n  ...NativeFiltersArea_dashboard\n}\n\nfragment EditBar_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  slug\n  css\n  changedOn\n  jsonMetadata\n  ...PropertiesDialog_dashboard\n}\n\nfragment FilterConfigModal_dashboard on Dashboard {\n  id\n}\n\nfragment NativeFiltersArea_dashboard on Dashboard {\n  id\n  viewerCanEdit\n  metadata {\n    showNativeFilters\n    crossFiltersEnabled\n    chartConfiguration\n    nativeFilterConfiguration {\n      filterId\n      name\n      description\n      filterType\n      targets {\n        datasetId\n        column\n      }\n      controlValues\n      cascadeParentIds\n      defaultDataMask\n      sortMetric\n      adhocFilters\n      timeRange\n      timeColumn\n      scope {\n        rootPath\n        excluded\n      }\n    }\n  }\n  ...FilterConfigModal_dashboard\n}\n\nfragment PropertiesDialog_dashboard on Dashboard {\n  id\n  dashboardId\n  dashboardTitle\n  slug\n  certifiedBy\n  certificationDetails\n  changedOn\n  jsonMetadata\n  owners {\n    userId\n    firstName\n    lastName\n    username\n    id\n  }\n  roles {\n    roleId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebe4f223462e0fdb81916c5e6afc4602";

export default node;
