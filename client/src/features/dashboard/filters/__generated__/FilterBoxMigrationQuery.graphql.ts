/**
 * @generated SignedSource<<432472c953e3449b2c81710a7fbd2dd5>>
 * @relayHash aa26f8e9ce5b5702876daa4b1ff2af24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d29a42d044c0bc74a59477e8511197049ba74184a6bca0ebdac6db80b71352ab

import type { ConcreteRequest } from 'relay-runtime';
export type FilterBoxMigrationQuery$variables = {
  id: string;
};
export type FilterBoxMigrationQuery$data = {
  readonly node: {
    readonly charts?: ReadonlyArray<{
      readonly chartId: number;
      readonly datasourceId: number;
      readonly formData: unknown;
      readonly vizType: string;
    }>;
    readonly metadata?: {
      readonly defaultFilters: string | null | undefined;
      readonly filterScopes: unknown;
    };
  } | null | undefined;
};
export type FilterBoxMigrationQuery = {
  response: FilterBoxMigrationQuery$data;
  variables: FilterBoxMigrationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chartId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vizType",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "datasourceId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formData",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "DashboardMetadata",
  "kind": "LinkedField",
  "name": "metadata",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filterScopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultFilters",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FilterBoxMigrationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chart",
                "kind": "LinkedField",
                "name": "charts",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "type": "Dashboard",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FilterBoxMigrationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chart",
                "kind": "LinkedField",
                "name": "charts",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "type": "Dashboard",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa26f8e9ce5b5702876daa4b1ff2af24",
    "id": "d29a42d044c0bc74a59477e8511197049ba74184a6bca0ebdac6db80b71352ab",
    "metadata": {},
    "name": "FilterBoxMigrationQuery",
    "operationKind": "query",
    "text": "query FilterBoxMigrationQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Dashboard {\n      charts {\n        chartId\n        vizType\n        datasourceId\n        formData\n        id\n      }\n      metadata {\n        filterScopes\n        defaultFilters\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c83ccae96a285bc51f72ab53fe5c8900";

export default node;
