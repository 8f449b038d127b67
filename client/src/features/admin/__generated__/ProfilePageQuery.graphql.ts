/**
 * @generated SignedSource<<a33e2714988b884220caa86438c272d6>>
 * @relayHash fbe2c6c2cbbd165d1ef8fe3c9abb8d54
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54498d0636999697e40cf66a30ca32a0bf8c9c2988baa7ee782e1609b6e00f02

import type { ConcreteRequest } from 'relay-runtime';
export type ProfilePageQuery$variables = Record<PropertyKey, never>;
export type ProfilePageQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly roles: ReadonlyArray<{
      readonly name: string;
    }> | null | undefined;
    readonly username: string;
  } | null | undefined;
};
export type ProfilePageQuery = {
  response: ProfilePageQuery$data;
  variables: ProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "roles",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
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
    "name": "ProfilePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfilePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "fbe2c6c2cbbd165d1ef8fe3c9abb8d54",
    "id": "54498d0636999697e40cf66a30ca32a0bf8c9c2988baa7ee782e1609b6e00f02",
    "metadata": {},
    "name": "ProfilePageQuery",
    "operationKind": "query",
    "text": "query ProfilePageQuery {\n  viewer {\n    id\n    username\n    firstName\n    lastName\n    email\n    roles {\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a9b451649d4944a43c194b520d8e333f";

export default node;
