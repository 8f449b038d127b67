/**
 * @generated SignedSource<<cc12f65e8ac4959ba1aa27390fd1b3f9>>
 * @relayHash 8b8e4012e2e1c1884bbdd44bdaafe44f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 621ce2ed76eb6b74516e04472615edeb60726252c88356406dd562f18971ab0d

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
export type AuditLogTableRefetchQuery$variables = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  filter?: AuditLogFilter | null | undefined;
  first?: number | null | undefined;
  last?: number | null | undefined;
  oldestFirst?: boolean | null | undefined;
};
export type AuditLogTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogTable_query">;
};
export type AuditLogTableRefetchQuery = {
  response: AuditLogTableRefetchQuery$data;
  variables: AuditLogTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "before",
    "variableName": "before"
  },
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "last",
    "variableName": "last"
  },
  {
    "kind": "Variable",
    "name": "oldestFirst",
    "variableName": "oldestFirst"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditLogTableRefetchQuery",
    "selections": [
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "AuditLogTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuditLogTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
        "args": (v2/*:: as any*/),
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
          (v1/*:: as any*/)
        ],
        "kind": "ScalarField",
        "name": "auditLogExportUrl",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8b8e4012e2e1c1884bbdd44bdaafe44f",
    "id": "621ce2ed76eb6b74516e04472615edeb60726252c88356406dd562f18971ab0d",
    "metadata": {},
    "name": "AuditLogTableRefetchQuery",
    "operationKind": "query",
    "text": "query AuditLogTableRefetchQuery(\n  $after: String\n  $before: String\n  $filter: AuditLogFilter\n  $first: Int = 25\n  $last: Int\n  $oldestFirst: Boolean\n) {\n  ...AuditLogTable_query_rhXuj\n}\n\nfragment AuditDiffDialog_entry on AuditLogEntry {\n  entryId\n  time\n  username\n  action\n  resourceType\n  resourceId\n  changes {\n    field\n    before\n    after\n  }\n}\n\nfragment AuditLogRow_entry on AuditLogEntry {\n  entryId\n  time\n  username\n  action\n  resourceType\n  resourceId\n  method\n  path\n  source\n  ipAddress\n  reason\n  changes {\n    field\n  }\n}\n\nfragment AuditLogTable_query_rhXuj on Query {\n  auditLog(first: $first, after: $after, last: $last, before: $before, filter: $filter, oldestFirst: $oldestFirst) {\n    totalCount\n    edges {\n      node {\n        id\n        entryId\n        action\n        ...AuditLogRow_entry\n        ...AuditDiffDialog_entry\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n      hasPreviousPage\n      startCursor\n    }\n  }\n  auditLogExportUrl(filter: $filter)\n}\n"
  }
};
})();

(node as any).hash = "5af77129c73c21dcf83bc2109295e180";

export default node;
