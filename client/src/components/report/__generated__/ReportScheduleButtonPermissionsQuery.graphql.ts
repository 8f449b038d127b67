/**
 * @generated SignedSource<<5dcf31396d26ed6aa1761516456b9954>>
 * @relayHash 0402419a3cde0af409cf006139796cff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edc7dee7a8cff00e662e27ed749c2726c74eba8a672a6529832313a0bee767ef

import type { ConcreteRequest } from 'relay-runtime';
export type ReportScheduleButtonPermissionsQuery$variables = Record<PropertyKey, never>;
export type ReportScheduleButtonPermissionsQuery$data = {
  readonly viewerPermissions: ReadonlyArray<string>;
};
export type ReportScheduleButtonPermissionsQuery = {
  response: ReportScheduleButtonPermissionsQuery$data;
  variables: ReportScheduleButtonPermissionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "resource",
        "value": "REPORT"
      }
    ],
    "kind": "ScalarField",
    "name": "viewerPermissions",
    "storageKey": "viewerPermissions(resource:\"REPORT\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportScheduleButtonPermissionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReportScheduleButtonPermissionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0402419a3cde0af409cf006139796cff",
    "id": "edc7dee7a8cff00e662e27ed749c2726c74eba8a672a6529832313a0bee767ef",
    "metadata": {},
    "name": "ReportScheduleButtonPermissionsQuery",
    "operationKind": "query",
    "text": "query ReportScheduleButtonPermissionsQuery {\n  viewerPermissions(resource: REPORT)\n}\n"
  }
};
})();

(node as any).hash = "37ce79ff5f60f531b1bb0a175e2dc88e";

export default node;
