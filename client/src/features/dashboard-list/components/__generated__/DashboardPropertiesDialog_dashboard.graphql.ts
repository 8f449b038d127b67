/**
 * @generated SignedSource<<183666c4bbdfac483c5058c79e12bc06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardPropertiesDialog_dashboard$data = {
  readonly certificationDetails: string | null | undefined;
  readonly certifiedBy: string | null | undefined;
  readonly dashboardTitle: string;
  readonly id: string;
  readonly slug: string | null | undefined;
  readonly " $fragmentType": "DashboardPropertiesDialog_dashboard";
};
export type DashboardPropertiesDialog_dashboard$key = {
  readonly " $data"?: DashboardPropertiesDialog_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardPropertiesDialog_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardPropertiesDialog_dashboard",
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
      "name": "slug",
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
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "ac196432d059889a3181489e67f02a66";

export default node;
