/**
 * @generated SignedSource<<64fb3ae7d56e8774e9354ade8a53a976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartListRow_chart$data = {
  readonly certificationDetails: string | null | undefined;
  readonly certifiedBy: string | null | undefined;
  readonly changedOn: string;
  readonly changedOnDeltaHumanized: string;
  readonly chartId: number;
  readonly datasourceName: string | null | undefined;
  readonly sliceName: string;
  readonly tags: ReadonlyArray<{
    readonly name: string;
    readonly tagId: number;
  }>;
  readonly viewerCanEdit: boolean;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "certifiedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "certificationDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tagId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
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

(node as any).hash = "267acc79450eda46b209c0d193870a0d";

export default node;
