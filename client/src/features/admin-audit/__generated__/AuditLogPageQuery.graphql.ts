/**
 * @generated SignedSource<<e343ec075178204cca93e3a5afbbbb99>>
 * @relayHash aeb20d644dfd13c5d7dfec7188e7b918
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d250beb0607aa61c0954194fb9e0337e2e7aa74a6ea9052b87bd10ae38822f1e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditLogFilter = {
  action?: string | null | undefined;
  from?: string | null | undefined;
  resourceId?: string | null | undefined;
  resourceType?: string | null | undefined;
  to?: string | null | undefined;
  userId?: number | null | undefined;
  username?: string | null | undefined;
};
export type AuditLogPageQuery$variables = {
  filter?: AuditLogFilter | null | undefined;
  first: number;
  oldestFirst?: boolean | null | undefined;
};
export type AuditLogPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogTable_query">;
};
export type AuditLogPageQuery = {
  response: AuditLogPageQuery$data;
  variables: AuditLogPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "oldestFirst"
},
v3 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v4 = [
  (v3/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "oldestFirst",
    "variableName": "oldestFirst"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditLogPageQuery",
    "selections": [
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AuditLogTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AuditLogPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "AuditLogEntryConnection",
        "kind": "LinkedField",
        "name": "auditLog",
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
        "args": (v4/*:: as any*/),
        "filters": [
          "filter",
          "oldestFirst"
        ],
        "handle": "connection",
        "key": "AuditLogTable_auditLog",
        "kind": "LinkedHandle",
        "name": "auditLog"
      },
      {
        "alias": null,
        "args": [
          (v3/*:: as any*/)
        ],
        "kind": "ScalarField",
        "name": "auditLogExportUrl",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aeb20d644dfd13c5d7dfec7188e7b918",
    "id": "d250beb0607aa61c0954194fb9e0337e2e7aa74a6ea9052b87bd10ae38822f1e",
    "metadata": {},
    "name": "AuditLogPageQuery",
    "operationKind": "query",
    "text": "query AuditLogPageQuery(\n  $first: Int!\n  $filter: AuditLogFilter\n  $oldestFirst: Boolean\n) {\n  ...AuditLogTable_query_1a5i2x\n}\n\nfragment AuditDiffDialog_entry on AuditLogEntry {\n  entryId\n  time\n  username\n  action\n  resourceType\n  resourceId\n  changes {\n    field\n    before\n    after\n  }\n}\n\nfragment AuditLogRow_entry on AuditLogEntry {\n  entryId\n  time\n  username\n  action\n  resourceType\n  resourceId\n  method\n  path\n  source\n  ipAddress\n  reason\n  changes {\n    field\n  }\n}\n\nfragment AuditLogTable_query_1a5i2x on Query {\n  auditLog(first: $first, filter: $filter, oldestFirst: $oldestFirst) {\n    totalCount\n    edges {\n      node {\n        id\n        entryId\n        action\n        ...AuditLogRow_entry\n        ...AuditDiffDialog_entry\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n  auditLogExportUrl(filter: $filter)\n}\n"
  }
};
})();

(node as any).hash = "d3d9cb5ddd6d47d3b0ba038ab7c93ff4";

export default node;
