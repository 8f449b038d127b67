/**
 * @generated SignedSource<<1d01114c468f625895b3c3006c859b71>>
 * @relayHash 139a20761605c1b1a2512aafbfb76c5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42c7edb818f9cdc58260ddd6e0ff29549b23867369e79a5d8cffd8c002eab56d

import type { ConcreteRequest } from 'relay-runtime';
export type ShareMenuPermalinkMutation$variables = {
  formData: unknown;
};
export type ShareMenuPermalinkMutation$data = {
  readonly createExplorePermalink: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type ShareMenuPermalinkMutation = {
  response: ShareMenuPermalinkMutation$data;
  variables: ShareMenuPermalinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "formData"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "formData",
        "variableName": "formData"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createExplorePermalink",
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
    "name": "ShareMenuPermalinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareMenuPermalinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "139a20761605c1b1a2512aafbfb76c5c",
    "id": "42c7edb818f9cdc58260ddd6e0ff29549b23867369e79a5d8cffd8c002eab56d",
    "metadata": {},
    "name": "ShareMenuPermalinkMutation",
    "operationKind": "mutation",
    "text": "mutation ShareMenuPermalinkMutation(\n  $formData: JSON!\n) {\n  createExplorePermalink(formData: $formData) {\n    __typename\n    ... on Permalink {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "776ff7f47cbf98bd7ea2079c6ba6a147";

export default node;
