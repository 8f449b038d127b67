/**
 * @generated SignedSource<<87c1c82c97840dcfa2e6a2a9626d34a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeChartItem_chart$data = {
  readonly changedOnDeltaHumanized: string;
  readonly chartId: number;
  readonly id: string;
  readonly isFavorite: boolean;
  readonly sliceName: string;
  readonly " $fragmentType": "HomeChartItem_chart";
};
export type HomeChartItem_chart$key = {
  readonly " $data"?: HomeChartItem_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeChartItem_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeChartItem_chart",
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
      "name": "isFavorite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedOnDeltaHumanized",
      "storageKey": null
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "a567406dfd6dab5bc6fcb067078dc1a7";

export default node;
