/**
 * @generated SignedSource<<cbb1e6894514c90b1aa6dfc521c27661>>
 * @relayHash a207e9ea349bda6364f4ee7e980d2e6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1678d774c9702b6313ab05420b56582abc50d7e3c198f0552770e33097b080a7

import type { ConcreteRequest } from 'relay-runtime';
export type ViewerPermissionResource = "ANNOTATION_LAYER" | "CHART" | "DASHBOARD" | "DATABASE" | "DATASET" | "REPORT" | "%future added value";
export type useResourcePermissionsQuery$variables = {
  resource: ViewerPermissionResource;
};
export type useResourcePermissionsQuery$data = {
  readonly viewerPermissions: ReadonlyArray<string>;
};
export type useResourcePermissionsQuery = {
  response: useResourcePermissionsQuery$data;
  variables: useResourcePermissionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "resource"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "resource",
        "variableName": "resource"
      }
    ],
    "kind": "ScalarField",
    "name": "viewerPermissions",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useResourcePermissionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResourcePermissionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a207e9ea349bda6364f4ee7e980d2e6d",
    "id": "1678d774c9702b6313ab05420b56582abc50d7e3c198f0552770e33097b080a7",
    "metadata": {},
    "name": "useResourcePermissionsQuery",
    "operationKind": "query",
    "text": "query useResourcePermissionsQuery(\n  $resource: ViewerPermissionResource!\n) {\n  viewerPermissions(resource: $resource)\n}\n"
  }
};
})();

(node as any).hash = "eee6931c84c26560f365611e58e8c6d1";

export default node;
