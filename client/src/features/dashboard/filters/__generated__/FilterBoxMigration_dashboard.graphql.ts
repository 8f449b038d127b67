/**
 * @generated SignedSource<<8f542540c78a3e6204b7b2f4c20e6f61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FilterBoxMigration_dashboard$data = {
  readonly charts: ReadonlyArray<{
    readonly chartId: number;
    readonly datasourceId: number;
    readonly formData: unknown;
    readonly vizType: string;
  }>;
  readonly metadata: {
    readonly defaultFilters: string | null | undefined;
    readonly filterScopes: unknown;
  };
  readonly " $fragmentType": "FilterBoxMigration_dashboard";
};
export type FilterBoxMigration_dashboard$key = {
  readonly " $data"?: FilterBoxMigration_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilterBoxMigration_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilterBoxMigration_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Chart",
      "kind": "LinkedField",
      "name": "charts",
      "plural": true,
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
          "name": "vizType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "datasourceId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formData",
          "storageKey": null
        }
      ],
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
          "name": "filterScopes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultFilters",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "92b72b3dc92bdf8a20ed8fa67061313f";

export default node;
