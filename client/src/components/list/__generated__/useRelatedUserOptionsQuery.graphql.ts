/**
 * @generated SignedSource<<af6f2a1b144c88059427da62d9e9cc8f>>
 * @relayHash 39592807d7abc5dea6a0266e7546e7e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 999b3ee5a2feafcb0b69787e7cd23a1b6d28980abbd7132e86ea587eb158a02e

import type { ConcreteRequest } from 'relay-runtime';
export type RelatedResource = "ANNOTATION_LAYER" | "CHART" | "DASHBOARD" | "DATABASE" | "DATASET" | "REPORT" | "%future added value";
export type RelatedUserField = "CHANGED_BY" | "CREATED_BY" | "OWNERS" | "%future added value";
export type useRelatedUserOptionsQuery$variables = {
  field: RelatedUserField;
  resource: RelatedResource;
};
export type useRelatedUserOptionsQuery$data = {
  readonly relatedUsers: ReadonlyArray<{
    readonly name: string;
    readonly userId: number;
  }>;
};
export type useRelatedUserOptionsQuery = {
  response: useRelatedUserOptionsQuery$data;
  variables: useRelatedUserOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "field"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "resource"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "field",
        "variableName": "field"
      },
      {
        "kind": "Variable",
        "name": "resource",
        "variableName": "resource"
      }
    ],
    "concreteType": "RelatedUser",
    "kind": "LinkedField",
    "name": "relatedUsers",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRelatedUserOptionsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRelatedUserOptionsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "39592807d7abc5dea6a0266e7546e7e4",
    "id": "999b3ee5a2feafcb0b69787e7cd23a1b6d28980abbd7132e86ea587eb158a02e",
    "metadata": {},
    "name": "useRelatedUserOptionsQuery",
    "operationKind": "query",
    "text": "query useRelatedUserOptionsQuery(\n  $resource: RelatedResource!\n  $field: RelatedUserField!\n) {\n  relatedUsers(resource: $resource, field: $field) {\n    userId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "8eaaa4941e4b142211baca7f1e1f2500";

export default node;
