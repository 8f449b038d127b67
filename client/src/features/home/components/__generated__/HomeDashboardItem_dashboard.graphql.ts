/**
 * @generated SignedSource<<88abdfca24916afaddd7abbce6974c3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeDashboardItem_dashboard$data = {
  readonly changedOnDeltaHumanized: string;
  readonly dashboardId: number;
  readonly dashboardTitle: string;
  readonly id: string;
  readonly isFavorite: boolean;
  readonly slug: string | null | undefined;
  readonly " $fragmentType": "HomeDashboardItem_dashboard";
};
export type HomeDashboardItem_dashboard$key = {
  readonly " $data"?: HomeDashboardItem_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeDashboardItem_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeDashboardItem_dashboard",
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
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "b0065f2315d0add5cedeac250e50c17c";

export default node;
