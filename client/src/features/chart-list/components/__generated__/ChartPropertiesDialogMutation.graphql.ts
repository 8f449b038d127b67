/**
 * @generated SignedSource<<b2ce54e31189e44082722bf9f1d7f83c>>
 * @relayHash c4ae342b62b32a48439f51bc452f655d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6de9c52a8b80cbcb84c406e824c388ef22d09638e89f864c37764535837694b3

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartFieldsInput = {
  cacheTimeout?: number | null | undefined;
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  dashboardIds?: ReadonlyArray<number> | null | undefined;
  datasourceId?: number | null | undefined;
  datasourceType?: string | null | undefined;
  description?: string | null | undefined;
  ownerIds?: ReadonlyArray<number> | null | undefined;
  params?: unknown | null | undefined;
  queryContext?: unknown | null | undefined;
  sliceName?: string | null | undefined;
  vizType?: string | null | undefined;
};
export type ChartPropertiesDialogMutation$variables = {
  id: string;
  input: ChartFieldsInput;
};
export type ChartPropertiesDialogMutation$data = {
  readonly updateChart: {
    readonly __typename: string;
    readonly chart?: {
      readonly id: string;
      readonly sliceName: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChartCard_chart" | "ChartListRow_chart" | "ChartPropertiesDialog_chart">;
    };
    readonly message?: string;
  };
};
export type ChartPropertiesDialogMutation = {
  response: ChartPropertiesDialogMutation$data;
  variables: ChartPropertiesDialogMutation$variables;
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
  "name": "sliceName",
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
    "name": "ChartPropertiesDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateChart",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chart",
                "kind": "LinkedField",
                "name": "chart",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChartListRow_chart"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChartCard_chart"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChartPropertiesDialog_chart"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChartPayload",
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
    "name": "ChartPropertiesDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateChart",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chart",
                "kind": "LinkedField",
                "name": "chart",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "chartId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vizType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "datasourceName",
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
                    "name": "viewerCanEdit",
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
                    "name": "cacheTimeout",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChartPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c4ae342b62b32a48439f51bc452f655d",
    "id": "6de9c52a8b80cbcb84c406e824c388ef22d09638e89f864c37764535837694b3",
    "metadata": {},
    "name": "ChartPropertiesDialogMutation",
    "operationKind": "mutation",
    "text": "mutation ChartPropertiesDialogMutation(\n  $id: ID!\n  $input: ChartFieldsInput!\n) {\n  updateChart(id: $id, input: $input) {\n    __typename\n    ... on ChartPayload {\n      chart {\n        id\n        sliceName\n        ...ChartListRow_chart\n        ...ChartCard_chart\n        ...ChartPropertiesDialog_chart\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ChartCard_chart on Chart {\n  chartId\n  sliceName\n  vizType\n  datasourceName\n  thumbnailUrl\n  changedOnDeltaHumanized\n  ...ChartFavoriteStar_chart\n}\n\nfragment ChartFavoriteStar_chart on Chart {\n  id\n  sliceName\n  isFavorite\n}\n\nfragment ChartListRow_chart on Chart {\n  chartId\n  sliceName\n  vizType\n  datasourceName\n  changedOn\n  changedOnDeltaHumanized\n  certifiedBy\n  certificationDetails\n  viewerCanEdit\n  tags {\n    tagId\n    name\n    id\n  }\n  ...ChartFavoriteStar_chart\n}\n\nfragment ChartPropertiesDialog_chart on Chart {\n  id\n  chartId\n  sliceName\n  tags {\n    name\n    id\n  }\n  description\n  cacheTimeout\n  certifiedBy\n  certificationDetails\n}\n"
  }
};
})();

(node as any).hash = "55b8a88da9afe35b4a6144a452899f24";

export default node;
