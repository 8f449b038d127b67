/**
 * @generated SignedSource<<37e0b757aded2f6be3126f6b6948df08>>
 * @relayHash 41794fc71fd8aba1676a4b35cd26a72a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07cf4559f5012b53a1027083175ca9ed616d69fedb670d11be2dd12afbb7b002

import type { ConcreteRequest } from 'relay-runtime';
export type SqlLabTabInput = {
  active?: boolean | null | undefined;
  catalog?: string | null | undefined;
  databaseId?: number | null | undefined;
  label: string;
  latestQueryId?: string | null | undefined;
  queryLimit?: number | null | undefined;
  savedQueryId?: number | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  templateParams?: string | null | undefined;
};
export type useQueryTabsSaveMutation$variables = {
  tabs: ReadonlyArray<SqlLabTabInput>;
};
export type useQueryTabsSaveMutation$data = {
  readonly saveSqlLabTabs: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useQueryTabsSaveMutation = {
  response: useQueryTabsSaveMutation$data;
  variables: useQueryTabsSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tabs"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "tabs",
        "variableName": "tabs"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveSqlLabTabs",
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
    "name": "useQueryTabsSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useQueryTabsSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "41794fc71fd8aba1676a4b35cd26a72a",
    "id": "07cf4559f5012b53a1027083175ca9ed616d69fedb670d11be2dd12afbb7b002",
    "metadata": {},
    "name": "useQueryTabsSaveMutation",
    "operationKind": "mutation",
    "text": "mutation useQueryTabsSaveMutation(\n  $tabs: [SqlLabTabInput!]!\n) {\n  saveSqlLabTabs(tabs: $tabs) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2deb301c1305ffef50e9ef13650133f2";

export default node;
