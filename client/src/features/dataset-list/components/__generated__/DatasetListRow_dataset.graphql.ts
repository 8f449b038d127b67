/**
 * @generated SignedSource<<8b059b78e96d23a62ec3c9b5cb7feeaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DatasetKind = "PHYSICAL" | "VIRTUAL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DatasetListRow_dataset$data = {
  readonly changedOn: string | null | undefined;
  readonly changedOnDeltaHumanized: string | null | undefined;
  readonly databaseName: string | null | undefined;
  readonly datasetId: number;
  readonly datasetKind: DatasetKind;
  readonly exploreUrl: string | null | undefined;
  readonly owners: ReadonlyArray<{
    readonly firstName: string;
    readonly lastName: string;
  }>;
  readonly schema: string | null | undefined;
  readonly tableName: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentType": "DatasetListRow_dataset";
};
export type DatasetListRow_dataset$key = {
  readonly " $data"?: DatasetListRow_dataset$data;
  readonly " $fragmentSpreads": FragmentRefs<"DatasetListRow_dataset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DatasetListRow_dataset",
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
      "name": "tableName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "datasetKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "schema",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exploreUrl",
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
      "name": "changedOnDeltaHumanized",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owners",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dataset",
  "abstractKey": null
};

(node as any).hash = "c9f8e1b9a31043b61835e89c22c54a7c";

export default node;
