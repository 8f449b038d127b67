/**
 * @generated SignedSource<<2dfc76be3bbfe5539a420d0189371a34>>
 * @relayHash 993c13d9356bf22cf3d915dbcc6acd6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2b13b66d1014254574ce4ca801d86ad5799519018489bb924f37abdb2992839

import type { ConcreteRequest } from 'relay-runtime';
export type RlsTableDeleteMutation$variables = {
  id: string;
};
export type RlsTableDeleteMutation$data = {
  readonly deleteRowLevelSecurityRule: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type RlsTableDeleteMutation = {
  response: RlsTableDeleteMutation$data;
  variables: RlsTableDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteRowLevelSecurityRule",
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
          }
        ],
        "type": "DeletePayload",
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
    "name": "RlsTableDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RlsTableDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "993c13d9356bf22cf3d915dbcc6acd6e",
    "id": "c2b13b66d1014254574ce4ca801d86ad5799519018489bb924f37abdb2992839",
    "metadata": {},
    "name": "RlsTableDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation RlsTableDeleteMutation(\n  $id: ID!\n) {\n  deleteRowLevelSecurityRule(id: $id) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "054b8c1352faa3a578e5e0a545b2eb4f";

export default node;
