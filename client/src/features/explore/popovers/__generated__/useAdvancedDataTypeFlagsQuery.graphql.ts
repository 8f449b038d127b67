/**
 * @generated SignedSource<<c484b9dfdb7f1e0463af33d652c2415f>>
 * @relayHash 1d47bcaac8fa22b30ba89feaeb3864b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3af2c65323319e63a1112db46dc216aaae6dbbb6da56aa9095c03cfd5f258be

import type { ConcreteRequest } from 'relay-runtime';
export type useAdvancedDataTypeFlagsQuery$variables = Record<PropertyKey, never>;
export type useAdvancedDataTypeFlagsQuery$data = {
  readonly featureFlags: ReadonlyArray<string>;
};
export type useAdvancedDataTypeFlagsQuery = {
  response: useAdvancedDataTypeFlagsQuery$data;
  variables: useAdvancedDataTypeFlagsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "featureFlags",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdvancedDataTypeFlagsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAdvancedDataTypeFlagsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1d47bcaac8fa22b30ba89feaeb3864b8",
    "id": "b3af2c65323319e63a1112db46dc216aaae6dbbb6da56aa9095c03cfd5f258be",
    "metadata": {},
    "name": "useAdvancedDataTypeFlagsQuery",
    "operationKind": "query",
    "text": "query useAdvancedDataTypeFlagsQuery {\n  featureFlags\n}\n"
  }
};
})();

(node as any).hash = "3b613f9aff4275d9496e63da9e3e85d4";

export default node;
