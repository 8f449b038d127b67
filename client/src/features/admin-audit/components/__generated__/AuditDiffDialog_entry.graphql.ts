/**
 * @generated SignedSource<<16272ec7ce86c4d0e02b4e341b854f8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditDiffDialog_entry$data = {
  readonly action: string;
  readonly changes: ReadonlyArray<{
    readonly after: unknown | null | undefined;
    readonly before: unknown | null | undefined;
    readonly field: string;
  }>;
  readonly entryId: number;
  readonly resourceId: string | null | undefined;
  readonly resourceType: string | null | undefined;
  readonly time: string;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "AuditDiffDialog_entry";
};
export type AuditDiffDialog_entry$key = {
  readonly " $data"?: AuditDiffDialog_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditDiffDialog_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditDiffDialog_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entryId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "time",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resourceType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resourceId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "before",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "after",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AuditLogEntry",
  "abstractKey": null
};

(node as any).hash = "2b6939e964249f035e36ff62aab71619";

export default node;
