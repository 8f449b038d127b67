/**
 * @generated SignedSource<<18762aaa27381659813588e91eac9003>>
 * @relayHash 831033ad63c93147908b1ed8c7977990
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 756704a75253147de3104387101c8363186bfbb94787a5991b1471744a3b2cf1

import type { ConcreteRequest } from 'relay-runtime';
export type AnnotationLayersTableDeleteMutation$variables = {
  id: string;
};
export type AnnotationLayersTableDeleteMutation$data = {
  readonly deleteAnnotationLayers: {
    readonly __typename: string;
    readonly deletedIds?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type AnnotationLayersTableDeleteMutation = {
  response: AnnotationLayersTableDeleteMutation$data;
  variables: AnnotationLayersTableDeleteMutation$variables;
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
        "items": [
          {
            "kind": "Variable",
            "name": "ids.0",
            "variableName": "id"
          }
        ],
        "kind": "ListValue",
        "name": "ids"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteAnnotationLayers",
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
    "name": "AnnotationLayersTableDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnnotationLayersTableDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "831033ad63c93147908b1ed8c7977990",
    "id": "756704a75253147de3104387101c8363186bfbb94787a5991b1471744a3b2cf1",
    "metadata": {},
    "name": "AnnotationLayersTableDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation AnnotationLayersTableDeleteMutation(\n  $id: ID!\n) {\n  deleteAnnotationLayers(ids: [$id]) {\n    __typename\n    ... on DeletePayload {\n      deletedIds\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "360c456cb9cad010778c573f5d696ec5";

export default node;
