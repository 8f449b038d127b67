/**
 * @generated SignedSource<<c93f0443653280ce973d5336d6ff5a66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type QuerySourcePane_query$data = {
  readonly databaseId: number | null | undefined;
  readonly databaseName: string | null | undefined;
  readonly queryId: number;
  readonly querySql: string;
  readonly schema: string | null | undefined;
  readonly tabName: string | null | undefined;
  readonly " $fragmentType": "QuerySourcePane_query";
};
export type QuerySourcePane_query$key = {
  readonly " $data"?: QuerySourcePane_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuerySourcePane_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuerySourcePane_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "queryId",
      "storageKey": null
    },
    {
      "alias": "querySql",
      "args": null,
      "kind": "ScalarField",
      "name": "sql",
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
      "name": "tabName",
      "storageKey": null
    }
  ],
  "type": "SqlLabQuery",
  "abstractKey": null
};

(node as any).hash = "d113574bdd5b71cd9669671dc7d98fac";

export default node;
