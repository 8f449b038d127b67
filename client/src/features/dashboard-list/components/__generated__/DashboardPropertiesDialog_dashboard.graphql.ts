/**
 * @generated SignedSource<<cc52ba9ff37159e171fb6ad299275d2d>>
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
  readonly dashboardId: number;
  readonly dashboardTitle: string;
  readonly id: string;
  readonly slug: string | null | undefined;
  readonly tags: ReadonlyArray<{
    readonly name: string;
  }>;
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
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
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

(node as any).hash = "7b1c51eb81b2c131cdfd53b421078430";

export default node;
