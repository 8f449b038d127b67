/**
 * @generated SignedSource<<a3b814846ed9fce692c6a1e7af445a65>>
 * @relayHash 079fd6570f23868cf3c66555347fca70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 646b3427736bcc5b0ea1290a89532aa22584724f60a6a47f8c7cf4b995d44210

import type { ConcreteRequest } from 'relay-runtime';
export type NativeFiltersAreaUpdateMutation$variables = {
  dashboardId: string;
  key: string;
  value: unknown;
};
export type NativeFiltersAreaUpdateMutation$data = {
  readonly updateDashboardFilterState: {
    readonly __typename: string;
    readonly key?: string;
    readonly message?: string;
  };
};
export type NativeFiltersAreaUpdateMutation = {
  response: NativeFiltersAreaUpdateMutation$data;
  variables: NativeFiltersAreaUpdateMutation$variables;
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
    "name": "key"
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
        "name": "key",
        "variableName": "key"
      },
      {
        "kind": "Variable",
        "name": "value",
        "variableName": "value"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateDashboardFilterState",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
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
    "name": "NativeFiltersAreaUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NativeFiltersAreaUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "079fd6570f23868cf3c66555347fca70",
    "id": "646b3427736bcc5b0ea1290a89532aa22584724f60a6a47f8c7cf4b995d44210",
    "metadata": {},
    "name": "NativeFiltersAreaUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation NativeFiltersAreaUpdateMutation(\n  $dashboardId: ID!\n  $key: String!\n  $value: JSON!\n) {\n  updateDashboardFilterState(dashboardId: $dashboardId, key: $key, value: $value) {\n    __typename\n    ... on TemporaryStatePayload {\n      key\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7ee3f6961e53d1b3c5c11e5cfaa7efb5";

export default node;
