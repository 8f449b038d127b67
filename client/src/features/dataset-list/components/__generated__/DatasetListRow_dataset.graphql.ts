/**
 * @generated SignedSource<<e126c4388207839b2abcfa34d192d9f9>>
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
  readonly viewerCanDelete: boolean;
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
      "kind": "ScalarField",
      "name": "viewerCanDelete",
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

(node as any).hash = "d15160185a43fd19b7b70f52cf14a823";

export default node;
