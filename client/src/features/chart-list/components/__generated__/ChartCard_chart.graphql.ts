/**
 * @generated SignedSource<<89997959e77ead250e2356d0da71c236>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartCard_chart$data = {
  readonly changedOnDeltaHumanized: string;
  readonly chartId: number;
  readonly datasourceName: string | null | undefined;
  readonly sliceName: string;
  readonly thumbnailUrl: string | null | undefined;
  readonly vizType: string;
  readonly " $fragmentSpreads": FragmentRefs<"ChartFavoriteStar_chart">;
  readonly " $fragmentType": "ChartCard_chart";
};
export type ChartCard_chart$key = {
  readonly " $data"?: ChartCard_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartCard_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartCard_chart",
  "selections": [
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
      "name": "thumbnailUrl",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChartFavoriteStar_chart"
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "8183ad728ae6118565f675d8be616acc";

export default node;
