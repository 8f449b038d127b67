/**
 * @generated SignedSource<<a46ef30c47f9636b8d39ed72d4571d87>>
 * @relayHash 97b730da49b1c6f6aa5cd736366504cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3917e29792243f277071dcf71f5e3822df49f984155f06ba24f03beae6d4c4d0

import type { ConcreteRequest } from 'relay-runtime';
export type SignInProvidersQuery$variables = Record<PropertyKey, never>;
export type SignInProvidersQuery$data = {
  readonly signInProviders: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
};
export type SignInProvidersQuery = {
  response: SignInProvidersQuery$data;
  variables: SignInProvidersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignInProvider",
    "kind": "LinkedField",
    "name": "signInProviders",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignInProvidersQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignInProvidersQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "97b730da49b1c6f6aa5cd736366504cf",
    "id": "3917e29792243f277071dcf71f5e3822df49f984155f06ba24f03beae6d4c4d0",
    "metadata": {},
    "name": "SignInProvidersQuery",
    "operationKind": "query",
    "text": "query SignInProvidersQuery {\n  signInProviders {\n    name\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a5dc021f502c6e2d4de0e4f05dc0afd";

export default node;
