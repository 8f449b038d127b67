/**
 * @generated SignedSource<<12741a0c157724fd6c3f022e3bc68b17>>
 * @relayHash 7d03a5654aed39af3980110f53ec3f0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21818d067e85b598cdea3a4c28182e68faa934e740885fa76b12eda10507bedc

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardPageQuery$variables = {
  idOrSlug: string;
};
export type DashboardPageQuery$data = {
  readonly dashboard: {
    readonly charts: ReadonlyArray<{
      readonly chartId: number;
      readonly id: string;
      readonly sliceName: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChartView_chart">;
    }>;
    readonly dashboardTitle: string;
    readonly owners: ReadonlyArray<{
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
    }>;
    readonly positionJson: unknown;
  } | null | undefined;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idOrSlug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "idOrSlug",
    "variableName": "idOrSlug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dashboardTitle",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "positionJson",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "owners",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chartId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sliceName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Dashboard",
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Chart",
            "kind": "LinkedField",
            "name": "charts",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChartView_chart"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Dashboard",
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Chart",
            "kind": "LinkedField",
            "name": "charts",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
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
                "name": "formData",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChartData",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChartJob",
                    "kind": "LinkedField",
                    "name": "job",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "jobId",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChartQueryResult",
                    "kind": "LinkedField",
                    "name": "results",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "colnames",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "coltypes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "data",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rowcount",
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
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7d03a5654aed39af3980110f53ec3f0f",
    "id": "21818d067e85b598cdea3a4c28182e68faa934e740885fa76b12eda10507bedc",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery(\n  $idOrSlug: String!\n) {\n  dashboard(idOrSlug: $idOrSlug) {\n    dashboardTitle\n    positionJson\n    owners {\n      id\n      firstName\n      lastName\n    }\n    charts {\n      id\n      chartId\n      sliceName\n      ...ChartView_chart\n    }\n    id\n  }\n}\n\nfragment ChartView_chart on Chart {\n  vizType\n  formData\n  data {\n    job {\n      jobId\n    }\n    results {\n      colnames\n      coltypes\n      data\n      rowcount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "33b9da058b7f6e05dc79f856a3f3d670";

export default node;
