/**
 * @generated SignedSource<<8e1e0937b0f6744dbc05e72ec974cc21>>
 * @relayHash 07b24e09e886daea5be0137e3a2aafd6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52eb6d3d7977c4e987a07de513e5c2d95f45e81b247468e90c86bca512dab4f4

import type { ConcreteRequest } from 'relay-runtime';
export type DashboardFieldsInput = {
  certificationDetails?: string | null | undefined;
  certifiedBy?: string | null | undefined;
  css?: string | null | undefined;
  dashboardTitle?: string | null | undefined;
  jsonMetadata?: unknown | null | undefined;
  ownerIds?: ReadonlyArray<number> | null | undefined;
  positionJson?: unknown | null | undefined;
  published?: boolean | null | undefined;
  roleIds?: ReadonlyArray<number> | null | undefined;
  slug?: string | null | undefined;
};
export type SaveModalSaveDashboardMutation$variables = {
  id: string;
  input: DashboardFieldsInput;
};
export type SaveModalSaveDashboardMutation$data = {
  readonly saveDashboard: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type SaveModalSaveDashboardMutation = {
  response: SaveModalSaveDashboardMutation$data;
  variables: SaveModalSaveDashboardMutation$variables;
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
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveDashboard",
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
    "name": "SaveModalSaveDashboardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveModalSaveDashboardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "07b24e09e886daea5be0137e3a2aafd6",
    "id": "52eb6d3d7977c4e987a07de513e5c2d95f45e81b247468e90c86bca512dab4f4",
    "metadata": {},
    "name": "SaveModalSaveDashboardMutation",
    "operationKind": "mutation",
    "text": "mutation SaveModalSaveDashboardMutation(\n  $id: ID!\n  $input: DashboardFieldsInput!\n) {\n  saveDashboard(id: $id, input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "81f9757acb7b5bfc775f748a07758be2";

export default node;
