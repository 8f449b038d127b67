/**
 * @generated SignedSource<<9de4a95d793b58fb4d0125d0b9ea3d24>>
 * @relayHash 2c6eeaa88ff1eb7ada530667056f0cd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd049998fefed3203531a15c62d368fdaec4f043b0f6750f6fde95e10e6168f3

import type { ConcreteRequest } from 'relay-runtime';
export type DashboardPermalinkPageFilterStateMutation$variables = {
  dashboardId: string;
  value: unknown;
};
export type DashboardPermalinkPageFilterStateMutation$data = {
  readonly createDashboardFilterState: {
    readonly __typename: "TemporaryStatePayload";
    readonly key: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DashboardPermalinkPageFilterStateMutation = {
  response: DashboardPermalinkPageFilterStateMutation$data;
  variables: DashboardPermalinkPageFilterStateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dashboardId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "value"
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
        "kind": "Variable",
        "name": "value",
        "variableName": "value"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createDashboardFilterState",
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
            "name": "key",
            "storageKey": null
          }
        ],
        "type": "TemporaryStatePayload",
        "abstractKey": null
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
    "name": "DashboardPermalinkPageFilterStateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardPermalinkPageFilterStateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2c6eeaa88ff1eb7ada530667056f0cd7",
    "id": "fd049998fefed3203531a15c62d368fdaec4f043b0f6750f6fde95e10e6168f3",
    "metadata": {},
    "name": "DashboardPermalinkPageFilterStateMutation",
    "operationKind": "mutation",
    "text": "mutation DashboardPermalinkPageFilterStateMutation(\n  $dashboardId: ID!\n  $value: JSON!\n) {\n  createDashboardFilterState(dashboardId: $dashboardId, value: $value) {\n    __typename\n    ... on TemporaryStatePayload {\n      key\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "765d469cd4b6b9eba442a90c83490754";

export default node;
