/**
 * @generated SignedSource<<7b85b23bc527c94a1b267cbadcda65be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartFavoriteStar_chart$data = {
  readonly id: string;
  readonly isFavorite: boolean;
  readonly sliceName: string;
  readonly " $fragmentType": "ChartFavoriteStar_chart";
};
export type ChartFavoriteStar_chart$key = {
  readonly " $data"?: ChartFavoriteStar_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartFavoriteStar_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartFavoriteStar_chart",
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
      "name": "sliceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFavorite",
      "storageKey": null
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "8397994711147ad83c0da3dee7904c72";

export default node;
