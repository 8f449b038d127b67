/**
 * @generated SignedSource<<5bddb24353ec1399c260842a004171dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs, Result } from "relay-runtime";
export type ChartView_chart$data = {
  readonly data: Result<{
    readonly job: {
      readonly jobId: string;
    } | null | undefined;
    readonly results: ReadonlyArray<{
      readonly colnames: ReadonlyArray<string>;
      readonly coltypes: ReadonlyArray<number>;
      readonly data: unknown;
      readonly rowcount: number;
    }>;
  }, unknown>;
  readonly formData: unknown;
  readonly vizType: string;
  readonly " $fragmentType": "ChartView_chart";
};
export type ChartView_chart$key = {
  readonly " $data"?: ChartView_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartView_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartView_chart",
  "selections": [
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
      "kind": "CatchField",
      "field": {
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
      },
      "to": "RESULT"
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "f0c42856fad5fe8b0945f67ea5ba808f";

export default node;
