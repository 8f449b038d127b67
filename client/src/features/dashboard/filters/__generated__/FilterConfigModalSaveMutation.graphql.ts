/**
 * @generated SignedSource<<736035201c465aa01c86e4e6669541b0>>
 * @relayHash b817861283c576c6216659e3aa8f8197
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60dd25880f27800fab2ab4f91da4ab994efac939bf8f69f0c18ca32ba7e1873d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NativeFiltersChangeInput = {
  deleted?: ReadonlyArray<string> | null | undefined;
  modified?: ReadonlyArray<unknown> | null | undefined;
  reordered?: ReadonlyArray<string> | null | undefined;
};
export type FilterConfigModalSaveMutation$variables = {
  change: NativeFiltersChangeInput;
  id: string;
};
export type FilterConfigModalSaveMutation$data = {
  readonly saveDashboardNativeFilters: {
    readonly __typename: string;
    readonly dashboard?: {
      readonly " $fragmentSpreads": FragmentRefs<"NativeFiltersArea_dashboard">;
    };
    readonly message?: string;
  };
};
export type FilterConfigModalSaveMutation = {
  response: FilterConfigModalSaveMutation$data;
  variables: FilterConfigModalSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "change"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "change",
    "variableName": "change"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FilterConfigModalSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveDashboardNativeFilters",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "NativeFiltersArea_dashboard"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveDashboardPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FilterConfigModalSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveDashboardNativeFilters",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
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
                    "concreteType": "DashboardMetadata",
                    "kind": "LinkedField",
                    "name": "metadata",
                    "plural": false,
                    "selections": [
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b817861283c576c6216659e3aa8f8197",
    "id": "60dd25880f27800fab2ab4f91da4ab994efac939bf8f69f0c18ca32ba7e1873d",
    "metadata": {},
    "name": "FilterConfigModalSaveMutation",
    "operationKind": "mutation",
    "text": "mutation FilterConfigModalSaveMutation(\n  $id: ID!\n  $change: NativeFiltersChangeInput!\n) {\n  saveDashboardNativeFilters(id: $id, change: $change) {\n    __typename\n    ... on SaveDashboardPayload {\n      dashboard {\n        ...NativeFiltersArea_dashboard\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment FilterConfigModal_dashboard on Dashboard {\n  id\n}\n\nfragment NativeFiltersArea_dashboard on Dashboard {\n  id\n  viewerCanEdit\n  metadata {\n    showNativeFilters\n    crossFiltersEnabled\n    chartConfiguration\n    nativeFilterConfiguration {\n      filterId\n      name\n      description\n      filterType\n      targets {\n        datasetId\n        column\n      }\n      controlValues\n      cascadeParentIds\n      defaultDataMask\n      sortMetric\n      adhocFilters\n      timeRange\n      timeColumn\n      scope {\n        rootPath\n        excluded\n      }\n    }\n  }\n  ...FilterConfigModal_dashboard\n}\n"
  }
};
})();

(node as any).hash = "2606f199ccd5de228282463f1e44c0a5";

export default node;
