/**
 * @generated SignedSource<<51fb9d37a2a567c4530bfef4c414be69>>
 * @relayHash 32b6cbff7594bc804a4e29946f3575e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30d4e4d7f1eeb1b726264dea980baf4db2fab29bb9b34152161eb29abe7633b1

import type { ConcreteRequest } from 'relay-runtime';
export type AnnotationsTableDeleteMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type AnnotationsTableDeleteMutation$data = {
  readonly deleteAnnotations: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type AnnotationsTableDeleteMutation = {
  response: AnnotationsTableDeleteMutation$data;
  variables: AnnotationsTableDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
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
    "name": "deleteAnnotations",
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
    "name": "AnnotationsTableDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnnotationsTableDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "32b6cbff7594bc804a4e29946f3575e8",
    "id": "30d4e4d7f1eeb1b726264dea980baf4db2fab29bb9b34152161eb29abe7633b1",
    "metadata": {},
    "name": "AnnotationsTableDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation AnnotationsTableDeleteMutation(\n  $ids: [ID!]!\n) {\n  deleteAnnotations(ids: $ids) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "af1157f3461be35f33cb076c92e81b7a";

export default node;
