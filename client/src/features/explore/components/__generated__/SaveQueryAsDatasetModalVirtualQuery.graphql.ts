/**
 * @generated SignedSource<<03f2bbd8dd45eeafdab03e19655f7cc2>>
 * @relayHash 9afd42191fabda12ae80ee96f0bca8f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76f442da0630eac2ae9c7cc0d5516b3427caa593b8a33f7563776f425cbdad5b

import type { ConcreteRequest } from 'relay-runtime';
export type SaveQueryAsDatasetModalVirtualQuery$variables = Record<PropertyKey, never>;
export type SaveQueryAsDatasetModalVirtualQuery$data = {
  readonly datasets: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly tableName: string;
        readonly viewerCanEdit: boolean;
      };
    }>;
  };
};
export type SaveQueryAsDatasetModalVirtualQuery = {
  response: SaveQueryAsDatasetModalVirtualQuery$data;
  variables: SaveQueryAsDatasetModalVirtualQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      },
      {
        "kind": "Literal",
        "name": "kind",
        "value": "VIRTUAL"
      }
    ],
    "concreteType": "DatasetConnection",
    "kind": "LinkedField",
    "name": "datasets",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DatasetEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Dataset",
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
                "name": "tableName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanEdit",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "datasets(first:100,kind:\"VIRTUAL\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveQueryAsDatasetModalVirtualQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SaveQueryAsDatasetModalVirtualQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9afd42191fabda12ae80ee96f0bca8f2",
    "id": "76f442da0630eac2ae9c7cc0d5516b3427caa593b8a33f7563776f425cbdad5b",
    "metadata": {},
    "name": "SaveQueryAsDatasetModalVirtualQuery",
    "operationKind": "query",
    "text": "query SaveQueryAsDatasetModalVirtualQuery {\n  datasets(first: 100, kind: VIRTUAL) {\n    edges {\n      node {\n        id\n        tableName\n        viewerCanEdit\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "37bcdde75328ca7d071882d95c166003";

export default node;
