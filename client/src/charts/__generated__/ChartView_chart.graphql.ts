/**
 * @generated SignedSource<<1f1365bf973ed6cbddc4fda8480e3340>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ChartDataErrorCode = "BAD_REQUEST" | "FORBIDDEN" | "NOT_FOUND" | "UNEXPECTED" | "UNSUPPORTED_VIZ_TYPE" | "%future added value";
import type { FragmentRefs, Result } from "relay-runtime";
export type ChartView_chart$data = {
  readonly dataResult: Result<{
    readonly __typename: "ChartData";
    readonly job: {
      readonly jobId: string;
    } | null | undefined;
    readonly results: ReadonlyArray<{
      readonly annotationData: unknown;
      readonly colnames: ReadonlyArray<string>;
      readonly coltypes: ReadonlyArray<number>;
      readonly data: unknown;
      readonly rowcount: number;
    }>;
  } | {
    readonly __typename: "ChartDataError";
    readonly code: ChartDataErrorCode;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  }, unknown>;
  readonly dataset: {
    readonly " $fragmentSpreads": FragmentRefs<"useDatasourceMeta_dataset">;
  } | null | undefined;
  readonly formData: unknown;
  readonly vizType: string;
  readonly " $fragmentType": "ChartView_chart";
};
export type ChartView_chart$key = {
  readonly " $data"?: ChartView_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartView_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "extraFormData"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartView_chart",
  "selections": [
    {
      "alias": "vizType",
      "args": null,
      "kind": "ScalarField",
      "name": "drawnVizType",
      "storageKey": null
    },
    {
      "alias": "formData",
      "args": null,
      "kind": "ScalarField",
      "name": "drawnFormData",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Dataset",
      "kind": "LinkedField",
      "name": "dataset",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "useDatasourceMeta_dataset"
        }
      ],
      "storageKey": null
    },
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "extraFormData",
            "variableName": "extraFormData"
          }
        ],
        "concreteType": null,
        "kind": "LinkedField",
        "name": "dataResult",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "annotationData",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChartData",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
            "type": "ChartDataError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      "to": "RESULT"
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "2591fa0e2d3ef8f382b99c16379e58e6";

export default node;
