/**
 * @generated SignedSource<<d475c8926477723413a8debdc555cf52>>
 * @relayHash adb59c7855343050d22fd5a01bd3a9c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a63445fb865a22c815143bfa47cc31d5f0f38b791f7380d0f134406580007aa

import type { ConcreteRequest } from 'relay-runtime';
export type DashboardPermalinkStateInput = {
  activeTabs?: ReadonlyArray<string> | null | undefined;
  anchor?: string | null | undefined;
  dataMask?: unknown | null | undefined;
  urlParams?: ReadonlyArray<UrlParamInput> | null | undefined;
};
export type UrlParamInput = {
  key: string;
  value: string;
};
export type ChartMenuPermalinkMutation$variables = {
  id: string;
  state?: DashboardPermalinkStateInput | null | undefined;
};
export type ChartMenuPermalinkMutation$data = {
  readonly createDashboardPermalink: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type ChartMenuPermalinkMutation = {
  response: ChartMenuPermalinkMutation$data;
  variables: ChartMenuPermalinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "state"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "dashboardId",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "state",
        "variableName": "state"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createDashboardPermalink",
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
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "Permalink",
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
    "name": "ChartMenuPermalinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChartMenuPermalinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "adb59c7855343050d22fd5a01bd3a9c2",
    "id": "3a63445fb865a22c815143bfa47cc31d5f0f38b791f7380d0f134406580007aa",
    "metadata": {},
    "name": "ChartMenuPermalinkMutation",
    "operationKind": "mutation",
    "text": "mutation ChartMenuPermalinkMutation(\n  $id: ID!\n  $state: DashboardPermalinkStateInput\n) {\n  createDashboardPermalink(dashboardId: $id, state: $state) {\n    __typename\n    ... on Permalink {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ad6ed30c318000f622c6cc28f3d4f4e";

export default node;
