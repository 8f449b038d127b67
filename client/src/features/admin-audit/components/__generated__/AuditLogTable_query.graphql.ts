/**
 * @generated SignedSource<<f7e22825e6452c16c9c7c5d03dba8d66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditLogTable_query$data = {
  readonly auditLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: string;
        readonly entryId: number;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AuditDiffDialog_entry" | "AuditLogRow_entry">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly auditLogExportUrl: string;
  readonly " $fragmentType": "AuditLogTable_query";
};
export type AuditLogTable_query$key = {
  readonly " $data"?: AuditLogTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogTable_query">;
};

import AuditLogTableRefetchQuery_graphql from './AuditLogTableRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "auditLog"
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "before"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "last"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "oldestFirst"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "bidirectional",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": {
          "count": "last",
          "cursor": "before"
        },
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": AuditLogTableRefetchQuery_graphql
    }
  },
  "name": "AuditLogTable_query",
  "selections": [
    {
      "alias": "auditLog",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "oldestFirst",
          "variableName": "oldestFirst"
        }
      ],
      "concreteType": "AuditLogEntryConnection",
      "kind": "LinkedField",
      "name": "__AuditLogTable_auditLog_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AuditLogEntryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AuditLogEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "entryId",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AuditLogRow_entry"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AuditDiffDialog_entry"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasPreviousPage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startCursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v1/*:: as any*/)
      ],
      "kind": "ScalarField",
      "name": "auditLogExportUrl",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "5af77129c73c21dcf83bc2109295e180";

export default node;
