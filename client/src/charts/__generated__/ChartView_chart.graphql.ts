/**
 * @generated SignedSource<<c802c76390530a844dd89d7b56774523>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs, Result } from "relay-runtime";
export type ChartView_chart$data = {
  readonly data: Result<{
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

(node as any).hash = "8c45ac1b2c473a3207f84011c8e02766";

export default node;
