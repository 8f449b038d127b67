/**
 * @generated SignedSource<<3ced5c2fc15317b6565c23edb1eb3b41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardChartCard_chart$data = {
  readonly chartId: number;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly sliceName: string;
  readonly url: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ChartView_chart">;
  readonly " $fragmentType": "DashboardChartCard_chart";
};
export type DashboardChartCard_chart$key = {
  readonly " $data"?: DashboardChartCard_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardChartCard_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardChartCard_chart",
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
      "name": "chartId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sliceName",
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
      "name": "url",
      "storageKey": null
    },
    {
      "kind": "Defer",
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ChartView_chart"
        }
      ]
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "3b8ff097af97ffffb30964fb4486d4ae";

export default node;
