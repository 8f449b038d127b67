/**
 * @generated SignedSource<<beb32b971f80dcf50ea7f4722e4ebd43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardScreen_dashboard$data = {
  readonly css: string | null | undefined;
  readonly dashboardId: number;
  readonly dashboardTitle: string;
  readonly id: string;
  readonly metadata: {
    readonly refreshFrequency: number;
    readonly staggerRefresh: boolean;
    readonly staggerTime: number;
    readonly timedRefreshImmuneSlices: ReadonlyArray<number>;
  };
  readonly positionJson: unknown;
  readonly slug: string | null | undefined;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardHeader_dashboard" | "EditBar_dashboard" | "NativeFiltersArea_dashboard">;
  readonly " $fragmentType": "DashboardScreen_dashboard";
};
export type DashboardScreen_dashboard$key = {
  readonly " $data"?: DashboardScreen_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardScreen_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardScreen_dashboard",
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
      "name": "positionJson",
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
      "concreteType": "DashboardMetadata",
      "kind": "LinkedField",
      "name": "metadata",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refreshFrequency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "staggerRefresh",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "staggerTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timedRefreshImmuneSlices",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DashboardHeader_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditBar_dashboard"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NativeFiltersArea_dashboard"
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "73e80319fe152770b4ceb2431421cd99";

export default node;
