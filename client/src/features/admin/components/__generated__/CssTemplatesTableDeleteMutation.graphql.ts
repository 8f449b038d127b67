/**
 * @generated SignedSource<<d0350f4f37ed1c18ee9e799c6c4a86c0>>
 * @relayHash 60d4c577d011e8b7108865776b9bb29c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70a3a184c5e15788ce4af04b2a7b12645b52e30b08adecbaf657835932ae9d48

import type { ConcreteRequest } from 'relay-runtime';
export type CssTemplatesTableDeleteMutation$variables = {
  id: string;
};
export type CssTemplatesTableDeleteMutation$data = {
  readonly deleteCssTemplate: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type CssTemplatesTableDeleteMutation = {
  response: CssTemplatesTableDeleteMutation$data;
  variables: CssTemplatesTableDeleteMutation$variables;
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
    "name": "deleteCssTemplate",
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
    "name": "CssTemplatesTableDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CssTemplatesTableDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "60d4c577d011e8b7108865776b9bb29c",
    "id": "70a3a184c5e15788ce4af04b2a7b12645b52e30b08adecbaf657835932ae9d48",
    "metadata": {},
    "name": "CssTemplatesTableDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation CssTemplatesTableDeleteMutation(\n  $id: ID!\n) {\n  deleteCssTemplate(id: $id) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3797ec0d22aa08e5ceb4874d5712a99";

export default node;
