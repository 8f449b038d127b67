/**
 * @generated SignedSource<<cfe373ca6347c36e79e00bb813bf9e36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditLogRow_entry$data = {
  readonly action: string;
  readonly changes: ReadonlyArray<{
    readonly field: string;
  }>;
  readonly entryId: number;
  readonly ipAddress: string | null | undefined;
  readonly method: string | null | undefined;
  readonly path: string | null | undefined;
  readonly reason: string | null | undefined;
  readonly resourceId: string | null | undefined;
  readonly resourceType: string | null | undefined;
  readonly source: string | null | undefined;
  readonly time: string;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "AuditLogRow_entry";
};
export type AuditLogRow_entry$key = {
  readonly " $data"?: AuditLogRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogRow_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditLogRow_entry",
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
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ipAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AuditLogEntry",
  "abstractKey": null
};

(node as any).hash = "b4b295ceb9b11a0ba441e42432c691cd";

export default node;
