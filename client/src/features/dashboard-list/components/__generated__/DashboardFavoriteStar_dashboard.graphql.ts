/**
 * @generated SignedSource<<439d0ded8037a7e5583764ddc1f822ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardFavoriteStar_dashboard$data = {
  readonly dashboardTitle: string;
  readonly id: string;
  readonly isFavorite: boolean;
  readonly " $fragmentType": "DashboardFavoriteStar_dashboard";
};
export type DashboardFavoriteStar_dashboard$key = {
  readonly " $data"?: DashboardFavoriteStar_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardFavoriteStar_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardFavoriteStar_dashboard",
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
      "name": "dashboardTitle",
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
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "fc5fbe52a93f22710bfbf80d27554af4";

export default node;
