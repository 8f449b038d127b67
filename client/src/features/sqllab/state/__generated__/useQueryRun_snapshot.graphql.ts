/**
 * @generated SignedSource<<94c2eb5fa6659a308efd42f98078ca3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SqlLabQueryStatus = "FAILED" | "PENDING" | "RUNNING" | "STOPPED" | "SUCCESS" | "TIMED_OUT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type useQueryRun_snapshot$data = {
  readonly clientId: string;
  readonly csvUrl: string | null | undefined;
  readonly durationMs: number | null | undefined;
  readonly errorLine: number | null | undefined;
  readonly errorMessage: string | null | undefined;
  readonly id: string;
  readonly limit: number | null | undefined;
  readonly limitReached: boolean;
  readonly progress: number;
  readonly rows: number | null | undefined;
  readonly startTime: string;
  readonly status: SqlLabQueryStatus;
  readonly " $fragmentType": "useQueryRun_snapshot";
};
export type useQueryRun_snapshot$key = {
  readonly " $data"?: useQueryRun_snapshot$data;
  readonly " $fragmentSpreads": FragmentRefs<"useQueryRun_snapshot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useQueryRun_snapshot",
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
      "name": "clientId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorLine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rows",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limitReached",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "csvUrl",
      "storageKey": null
    }
  ],
  "type": "SqlLabQuery",
  "abstractKey": null
};

(node as any).hash = "661851d1a50c52b1979649ce9cff802d";

export default node;
