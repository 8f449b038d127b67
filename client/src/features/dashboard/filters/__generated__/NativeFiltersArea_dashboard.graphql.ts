/**
 * @generated SignedSource<<b0bd3ae7f85e1aa2a91373b8b71c2ab9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NativeFiltersArea_dashboard$data = {
  readonly id: string;
  readonly metadata: {
    readonly chartConfiguration: unknown;
    readonly crossFiltersEnabled: boolean;
    readonly nativeFilterConfiguration: ReadonlyArray<{
      readonly adhocFilters: unknown | null | undefined;
      readonly cascadeParentIds: ReadonlyArray<string>;
      readonly controlValues: unknown;
      readonly defaultDataMask: unknown | null | undefined;
      readonly description: string | null | undefined;
      readonly filterId: string;
      readonly filterType: string | null | undefined;
      readonly name: string;
      readonly scope: {
        readonly excluded: ReadonlyArray<number>;
        readonly rootPath: ReadonlyArray<string>;
      } | null | undefined;
      readonly sortMetric: string | null | undefined;
      readonly targets: ReadonlyArray<{
        readonly column: string | null | undefined;
        readonly datasetId: number | null | undefined;
      }>;
      readonly timeColumn: string | null | undefined;
      readonly timeRange: string | null | undefined;
    }>;
    readonly showNativeFilters: boolean | null | undefined;
  };
  readonly viewerCanEdit: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"FilterConfigModal_dashboard">;
  readonly " $fragmentType": "NativeFiltersArea_dashboard";
};
export type NativeFiltersArea_dashboard$key = {
  readonly " $data"?: NativeFiltersArea_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"NativeFiltersArea_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NativeFiltersArea_dashboard",
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
          "name": "showNativeFilters",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "crossFiltersEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chartConfiguration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NativeFilter",
          "kind": "LinkedField",
          "name": "nativeFilterConfiguration",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "filterId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "filterType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "NativeFilterTarget",
              "kind": "LinkedField",
              "name": "targets",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "datasetId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "column",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "controlValues",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cascadeParentIds",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "defaultDataMask",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sortMetric",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "adhocFilters",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timeRange",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timeColumn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "NativeFilterScope",
              "kind": "LinkedField",
              "name": "scope",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "rootPath",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "excluded",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FilterConfigModal_dashboard"
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "e568d4d4b677825711aaa62c07d94ea6";

export default node;
