/**
 * @generated SignedSource<<67da141127e360895f25a7130d670976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardCard_dashboard$data = {
  readonly changedOnDeltaHumanized: string;
  readonly dashboardId: number;
  readonly dashboardTitle: string;
  readonly published: boolean;
  readonly slug: string | null | undefined;
  readonly thumbnailUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardFavoriteStar_dashboard">;
  readonly " $fragmentType": "DashboardCard_dashboard";
};
export type DashboardCard_dashboard$key = {
  readonly " $data"?: DashboardCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dashboardId",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "published",
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
      "name": "DashboardFavoriteStar_dashboard"
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "39bc6e7ae63bb6634e5b896feccd5ac5";

export default node;
