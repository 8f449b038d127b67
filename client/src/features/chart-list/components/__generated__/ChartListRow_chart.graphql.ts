/**
 * @generated SignedSource<<ab7c67d51d13ab9a392fa7c0cec51e82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartListRow_chart$data = {
  readonly changedOn: string;
  readonly changedOnDeltaHumanized: string;
  readonly chartId: number;
  readonly datasourceName: string | null | undefined;
  readonly sliceName: string;
  readonly vizType: string;
  readonly " $fragmentSpreads": FragmentRefs<"ChartFavoriteStar_chart">;
  readonly " $fragmentType": "ChartListRow_chart";
};
export type ChartListRow_chart$key = {
  readonly " $data"?: ChartListRow_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartListRow_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartListRow_chart",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChartFavoriteStar_chart"
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "1896b30530dff8220cde197429f579be";

export default node;
