/**
 * @generated SignedSource<<4dd04be8879a780dc8495f683c5d850a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatabaseConnectionModal_database$data = {
  readonly allowFileUpload: boolean;
  readonly cacheTimeout: number | null | undefined;
  readonly databaseName: string;
  readonly exposeInSqllab: boolean;
  readonly id: string;
  readonly maskedUri: string | null | undefined;
  readonly " $fragmentType": "DatabaseConnectionModal_database";
};
export type DatabaseConnectionModal_database$key = {
  readonly " $data"?: DatabaseConnectionModal_database$data;
  readonly " $fragmentSpreads": FragmentRefs<"DatabaseConnectionModal_database">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DatabaseConnectionModal_database",
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
      "name": "databaseName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedUri",
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
      "name": "cacheTimeout",
      "storageKey": null
    }
  ],
  "type": "Database",
  "abstractKey": null
};

(node as any).hash = "df1166ff8a786a24f1f97e2e30663015";

export default node;
