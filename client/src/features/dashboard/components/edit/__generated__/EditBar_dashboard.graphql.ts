/**
 * @generated SignedSource<<f28ebd81dcf9a03bbd3f05958289329a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EditBar_dashboard$data = {
  readonly changedOn: string;
  readonly css: string | null | undefined;
  readonly dashboardId: number;
  readonly dashboardTitle: string;
  readonly id: string;
  readonly jsonMetadata: unknown;
  readonly slug: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PropertiesDialog_dashboard">;
  readonly " $fragmentType": "EditBar_dashboard";
};
export type EditBar_dashboard$key = {
  readonly " $data"?: EditBar_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditBar_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditBar_dashboard",
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
      "name": "css",
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
      "name": "jsonMetadata",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PropertiesDialog_dashboard"
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "8c3c5d990b7f25d6d52c9e8863a1aba5";

export default node;
