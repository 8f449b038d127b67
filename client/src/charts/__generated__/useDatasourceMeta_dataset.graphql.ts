/**
 * @generated SignedSource<<a05dd60162bed3a8e178bad30d926695>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useDatasourceMeta_dataset$data = {
  readonly columns: ReadonlyArray<{
    readonly columnName: string;
    readonly verboseName: string | null | undefined;
  }>;
  readonly metrics: ReadonlyArray<{
    readonly currency: unknown | null | undefined;
    readonly d3format: string | null | undefined;
    readonly metricName: string;
    readonly verboseName: string | null | undefined;
  }>;
  readonly " $fragmentType": "useDatasourceMeta_dataset";
};
export type useDatasourceMeta_dataset$key = {
  readonly " $data"?: useDatasourceMeta_dataset$data;
  readonly " $fragmentSpreads": FragmentRefs<"useDatasourceMeta_dataset">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verboseName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useDatasourceMeta_dataset",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DatasetMetric",
      "kind": "LinkedField",
      "name": "metrics",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "metricName",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "d3format",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DatasetColumn",
      "kind": "LinkedField",
      "name": "columns",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "columnName",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Dataset",
  "abstractKey": null
};
})();

(node as any).hash = "c9272dd29781c06776bb66657d94aea8";

export default node;
