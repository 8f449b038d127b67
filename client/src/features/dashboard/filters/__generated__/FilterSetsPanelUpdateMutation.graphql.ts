/**
 * @generated SignedSource<<da4d2fbc050e7f5b74fecc1209193ec3>>
 * @relayHash aa3a7e5616332cf1b2f41053e3a90977
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 830be4b8f87ebbe8af3b7e551c2756da9a242fd176fb999cf1fe22596a1c1a91

import type { ConcreteRequest } from 'relay-runtime';
export type FilterSetFieldsInput = {
  description?: string | null | undefined;
  jsonMetadata?: unknown | null | undefined;
  name?: string | null | undefined;
  ownerType?: string | null | undefined;
};
export type FilterSetsPanelUpdateMutation$variables = {
  dashboardId: string;
  filterSetId: number;
  input: FilterSetFieldsInput;
};
export type FilterSetsPanelUpdateMutation$data = {
  readonly updateFilterSet: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type FilterSetsPanelUpdateMutation = {
  response: FilterSetsPanelUpdateMutation$data;
  variables: FilterSetsPanelUpdateMutation$variables;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateFilterSet",
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
    "name": "FilterSetsPanelUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FilterSetsPanelUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aa3a7e5616332cf1b2f41053e3a90977",
    "id": "830be4b8f87ebbe8af3b7e551c2756da9a242fd176fb999cf1fe22596a1c1a91",
    "metadata": {},
    "name": "FilterSetsPanelUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation FilterSetsPanelUpdateMutation(\n  $dashboardId: ID!\n  $filterSetId: Int!\n  $input: FilterSetFieldsInput!\n) {\n  updateFilterSet(dashboardId: $dashboardId, filterSetId: $filterSetId, input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d6ea8c1fa5ead4ec2d2a49b69fc5c02";

export default node;
