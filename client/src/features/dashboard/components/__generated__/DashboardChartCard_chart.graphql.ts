/**
 * @generated SignedSource<<e18d5e419cb8ff52712b4192d17b02d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardChartCard_chart$data = {
  readonly chartId: number;
  readonly datasourceId: number;
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
      "name": "datasourceId",
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

(node as any).hash = "2184cd91df5cdf5339a5ba05f61536d8";

export default node;
