/**
 * @generated SignedSource<<89574f8bf8df74a73ceddfdf0e2d5455>>
 * @relayHash c8bcc178eb96fb949ea79fdbad9c565d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6afde9fdc74f21d41a6566ceed76237beafb4bbc108291540cf6cb78f7c0444

import type { ConcreteRequest } from 'relay-runtime';
export type OwnersFieldQuery$variables = {
  search?: string | null | undefined;
};
export type OwnersFieldQuery$data = {
  readonly datasetOwnerOptions: ReadonlyArray<{
    readonly name: string;
    readonly userId: number;
  }>;
};
export type OwnersFieldQuery = {
  response: OwnersFieldQuery$data;
  variables: OwnersFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "DatasetOwnerOption",
    "kind": "LinkedField",
    "name": "datasetOwnerOptions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OwnersFieldQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OwnersFieldQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c8bcc178eb96fb949ea79fdbad9c565d",
    "id": "a6afde9fdc74f21d41a6566ceed76237beafb4bbc108291540cf6cb78f7c0444",
    "metadata": {},
    "name": "OwnersFieldQuery",
    "operationKind": "query",
    "text": "query OwnersFieldQuery(\n  $search: String\n) {\n  datasetOwnerOptions(search: $search) {\n    userId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "3974bca9d37f8d94213697cc95f3a1a2";

export default node;
