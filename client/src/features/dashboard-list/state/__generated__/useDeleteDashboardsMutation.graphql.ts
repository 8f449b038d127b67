/**
 * @generated SignedSource<<360229f338bad705bad6a5c6da4aa018>>
 * @relayHash 12683e63357339d6af8f87920734ae93
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e598d59639e2fef0b8bcbfa9f4e463ae85220a127d3992d589db378a21d438fc

import type { ConcreteRequest } from 'relay-runtime';
export type useDeleteDashboardsMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type useDeleteDashboardsMutation$data = {
  readonly deleteDashboards: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type useDeleteDashboardsMutation = {
  response: useDeleteDashboardsMutation$data;
  variables: useDeleteDashboardsMutation$variables;
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
    "name": "deleteDashboards",
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
    "name": "useDeleteDashboardsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteDashboardsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "12683e63357339d6af8f87920734ae93",
    "id": "e598d59639e2fef0b8bcbfa9f4e463ae85220a127d3992d589db378a21d438fc",
    "metadata": {},
    "name": "useDeleteDashboardsMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteDashboardsMutation(\n  $ids: [ID!]!\n) {\n  deleteDashboards(ids: $ids) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cdee57dc969a79c10e236b3800762386";

export default node;
