/**
 * @generated SignedSource<<2d31e517dcf6ca12641b58185fdb3a91>>
 * @relayHash 135ee85cbfdaf8f2802e8b38a5f354ad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcff0cc4f76eb736aa96b57165169ad4057570f43167b7fc90d71c97abe230a3

import type { ConcreteRequest } from 'relay-runtime';
export type FilterSetsPanelQuery$variables = {
  dashboardId: string;
};
export type FilterSetsPanelQuery$data = {
  readonly filterSets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly description: string | null | undefined;
        readonly filterSetId: number;
        readonly jsonMetadata: unknown;
        readonly name: string;
        readonly ownerType: string;
      };
    }>;
  };
};
export type FilterSetsPanelQuery = {
  response: FilterSetsPanelQuery$data;
  variables: FilterSetsPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dashboardId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "dashboardId",
        "variableName": "dashboardId"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "FilterSetConnection",
    "kind": "LinkedField",
    "name": "filterSets",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FilterSetEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FilterSet",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "filterSetId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ownerType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "jsonMetadata",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FilterSetsPanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FilterSetsPanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "135ee85cbfdaf8f2802e8b38a5f354ad",
    "id": "fcff0cc4f76eb736aa96b57165169ad4057570f43167b7fc90d71c97abe230a3",
    "metadata": {},
    "name": "FilterSetsPanelQuery",
    "operationKind": "query",
    "text": "query FilterSetsPanelQuery(\n  $dashboardId: ID!\n) {\n  filterSets(dashboardId: $dashboardId, first: 100) {\n    edges {\n      node {\n        filterSetId\n        name\n        description\n        ownerType\n        jsonMetadata\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "416fdd69533424aa3bfa224614d770d7";

export default node;
