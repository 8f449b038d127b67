/**
 * @generated SignedSource<<7a546d5595ae530d0b1752cf97a84d18>>
 * @relayHash 8672221c17308c0a586bd3989e14747b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d8e2007ecf2598f39adb279f835a015fcf9278c354dbb5b111c18e8d0ffdd84

import type { ConcreteRequest } from 'relay-runtime';
export type FilterSetFieldsInput = {
  description?: string | null | undefined;
  jsonMetadata?: unknown | null | undefined;
  name?: string | null | undefined;
  ownerType?: string | null | undefined;
};
export type FilterSetsPanelCreateMutation$variables = {
  dashboardId: string;
  input: FilterSetFieldsInput;
};
export type FilterSetsPanelCreateMutation$data = {
  readonly createFilterSet: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type FilterSetsPanelCreateMutation = {
  response: FilterSetsPanelCreateMutation$data;
  variables: FilterSetsPanelCreateMutation$variables;
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createFilterSet",
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
    "name": "FilterSetsPanelCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FilterSetsPanelCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8672221c17308c0a586bd3989e14747b",
    "id": "9d8e2007ecf2598f39adb279f835a015fcf9278c354dbb5b111c18e8d0ffdd84",
    "metadata": {},
    "name": "FilterSetsPanelCreateMutation",
    "operationKind": "mutation",
    "text": "mutation FilterSetsPanelCreateMutation(\n  $dashboardId: ID!\n  $input: FilterSetFieldsInput!\n) {\n  createFilterSet(dashboardId: $dashboardId, input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1637582ee72cabf10ee092ae16bc02c7";

export default node;
