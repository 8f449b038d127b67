/**
 * @generated SignedSource<<ee2a95ba185746dd5fdabc138c142047>>
 * @relayHash ff9c6fe04aa88219dea4d10d94a16415
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fffffd31642778063437113fd0d6ee1d5d502ce8bfa86f3f43a55e62e0ca4cc8

import type { ConcreteRequest } from 'relay-runtime';
export type FilterSetsPanelDeleteMutation$variables = {
  dashboardId: string;
  filterSetId: number;
};
export type FilterSetsPanelDeleteMutation$data = {
  readonly deleteFilterSet: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type FilterSetsPanelDeleteMutation = {
  response: FilterSetsPanelDeleteMutation$data;
  variables: FilterSetsPanelDeleteMutation$variables;
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
    "name": "filterSetId"
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
        "name": "filterSetId",
        "variableName": "filterSetId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteFilterSet",
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
    "name": "FilterSetsPanelDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FilterSetsPanelDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ff9c6fe04aa88219dea4d10d94a16415",
    "id": "fffffd31642778063437113fd0d6ee1d5d502ce8bfa86f3f43a55e62e0ca4cc8",
    "metadata": {},
    "name": "FilterSetsPanelDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation FilterSetsPanelDeleteMutation(\n  $dashboardId: ID!\n  $filterSetId: Int!\n) {\n  deleteFilterSet(dashboardId: $dashboardId, filterSetId: $filterSetId) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5cb4432c5135aebc14b6baba8b50aa87";

export default node;
