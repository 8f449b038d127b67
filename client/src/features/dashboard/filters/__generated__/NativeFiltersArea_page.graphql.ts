/**
 * @generated SignedSource<<db92d15fba3aab302d02fd3432bbecec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NativeFiltersArea_page$data = {
  readonly filterState?: {
    readonly value: unknown | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"FilterBoxMigration_dashboard">;
  readonly " $fragmentType": "NativeFiltersArea_page";
};
export type NativeFiltersArea_page$key = {
  readonly " $data"?: NativeFiltersArea_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"NativeFiltersArea_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": "",
      "kind": "LocalArgument",
      "name": "filterStateKey"
    },
    {
      "defaultValue": true,
      "kind": "LocalArgument",
      "name": "skipFilterState"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "NativeFiltersArea_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "condition": "skipFilterState",
      "kind": "Condition",
      "passingValue": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "key",
              "variableName": "filterStateKey"
            }
          ],
          "concreteType": "DashboardFilterState",
          "kind": "LinkedField",
          "name": "filterState",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FilterBoxMigration_dashboard"
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "05e4cd3b4336ad6233100e8fff876a66";

export default node;
