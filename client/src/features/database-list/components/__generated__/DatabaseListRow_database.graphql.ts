/**
 * @generated SignedSource<<d9741732de57cbd825b3def03dc29243>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatabaseListRow_database$data = {
  readonly allowFileUpload: boolean;
  readonly backend: string | null | undefined;
  readonly changedOnDeltaHumanized: string | null | undefined;
  readonly databaseId: number;
  readonly databaseName: string;
  readonly exposeInSqllab: boolean;
  readonly isManagedExternally: boolean;
  readonly " $fragmentType": "DatabaseListRow_database";
};
export type DatabaseListRow_database$key = {
  readonly " $data"?: DatabaseListRow_database$data;
  readonly " $fragmentSpreads": FragmentRefs<"DatabaseListRow_database">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DatabaseListRow_database",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
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
      "name": "backend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exposeInSqllab",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowFileUpload",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isManagedExternally",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedOnDeltaHumanized",
      "storageKey": null
    }
  ],
  "type": "Database",
  "abstractKey": null
};

(node as any).hash = "2e7a5ed2079e212ed29d6bb31ec4412d";

export default node;
