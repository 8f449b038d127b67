/**
 * @generated SignedSource<<835ae5445b94b82418e42a73fab8671c>>
 * @relayHash b4ce038e348d354192d17e793f01e510
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6487bb58d4cd2066b183264f10b525b3f60d503f61af7a907f9a80b9722a06f

import type { ConcreteRequest } from 'relay-runtime';
export type RolePickerQuery$variables = Record<PropertyKey, never>;
export type RolePickerQuery$data = {
  readonly dashboardRoleOptions: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
};
export type RolePickerQuery = {
  response: RolePickerQuery$data;
  variables: RolePickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DashboardRole",
    "kind": "LinkedField",
    "name": "dashboardRoleOptions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleId",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RolePickerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RolePickerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b4ce038e348d354192d17e793f01e510",
    "id": "f6487bb58d4cd2066b183264f10b525b3f60d503f61af7a907f9a80b9722a06f",
    "metadata": {},
    "name": "RolePickerQuery",
    "operationKind": "query",
    "text": "query RolePickerQuery {\n  dashboardRoleOptions {\n    roleId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "8fb628ab44f5b02a4ce18eab23908db1";

export default node;
