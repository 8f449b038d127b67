/**
 * @generated SignedSource<<c2844584cd7d79f8ceb1f2071f125d18>>
 * @relayHash 09e06d1acc23438c557e33e15babf033
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8768433770bd3d8df25f9ec75bbe8e1970e7692b0002d1be5913d4c14416049

import type { ConcreteRequest } from 'relay-runtime';
export type ImportResource = "ASSETS" | "CHART" | "DASHBOARD" | "DATABASE" | "DATASET" | "%future added value";
export type graphqlImportMutation$variables = {
  file: File;
  overwrite?: boolean | null | undefined;
  passwords?: unknown | null | undefined;
  resource: ImportResource;
};
export type graphqlImportMutation$data = {
  readonly importBundle: {
    readonly __typename: string;
    readonly fileErrors?: unknown | null | undefined;
    readonly files?: ReadonlyArray<string>;
    readonly message?: string;
  };
};
export type graphqlImportMutation = {
  response: graphqlImportMutation$data;
  variables: graphqlImportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "overwrite"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "passwords"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "resource"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "files",
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      },
      {
        "kind": "Variable",
        "name": "overwrite",
        "variableName": "overwrite"
      },
      {
        "kind": "Variable",
        "name": "passwords",
        "variableName": "passwords"
      },
      {
        "kind": "Variable",
        "name": "resource",
        "variableName": "resource"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "importBundle",
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
        "selections": (v5/*:: as any*/),
        "type": "ImportPasswordsNeededError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v5/*:: as any*/),
        "type": "ImportOverwriteNeededError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileErrors",
            "storageKey": null
          }
        ],
        "type": "ImportValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v4/*:: as any*/)
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "graphqlImportMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "graphqlImportMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "09e06d1acc23438c557e33e15babf033",
    "id": "b8768433770bd3d8df25f9ec75bbe8e1970e7692b0002d1be5913d4c14416049",
    "metadata": {},
    "name": "graphqlImportMutation",
    "operationKind": "mutation",
    "text": "mutation graphqlImportMutation(\n  $file: File!\n  $resource: ImportResource!\n  $passwords: JSON\n  $overwrite: Boolean\n) {\n  importBundle(file: $file, resource: $resource, passwords: $passwords, overwrite: $overwrite) {\n    __typename\n    ... on ImportPasswordsNeededError {\n      files\n      message\n    }\n    ... on ImportOverwriteNeededError {\n      files\n      message\n    }\n    ... on ImportValidationError {\n      fileErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "78c34742de998ef5913b5f6c972de3aa";

export default node;
