/**
 * @generated SignedSource<<b250062cefa508557922675c803c89b9>>
 * @relayHash f6889bf989d9d8f41eeb641002a557ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e108e7a20aa61858b3c6cf61d37e81b3acaf16530348cdbc1130ce4c16259389

import type { ConcreteRequest } from 'relay-runtime';
export type useDeleteChartsMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type useDeleteChartsMutation$data = {
  readonly deleteCharts: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type useDeleteChartsMutation = {
  response: useDeleteChartsMutation$data;
  variables: useDeleteChartsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteCharts",
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
            "kind": "ScalarField",
            "name": "deletedIds",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "DeletePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useDeleteChartsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteChartsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f6889bf989d9d8f41eeb641002a557ce",
    "id": "e108e7a20aa61858b3c6cf61d37e81b3acaf16530348cdbc1130ce4c16259389",
    "metadata": {},
    "name": "useDeleteChartsMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteChartsMutation(\n  $ids: [ID!]!\n) {\n  deleteCharts(ids: $ids) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "793fe2bc3d6a0ad2cf93d5d19e25863f";

export default node;
