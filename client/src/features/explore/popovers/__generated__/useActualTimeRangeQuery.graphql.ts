/**
 * @generated SignedSource<<b76a756a315616bd68b74c309385b4ef>>
 * @relayHash e53a017be1d93547ad170b43f97b73fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac26dea8be81b89456190022800c3ee4033097864252ba1b423b69d97a9650db

import type { ConcreteRequest } from 'relay-runtime';
export type useActualTimeRangeQuery$variables = {
  expression: string;
};
export type useActualTimeRangeQuery$data = {
  readonly timeRange: {
    readonly since: string | null | undefined;
    readonly until: string | null | undefined;
  };
};
export type useActualTimeRangeQuery = {
  response: useActualTimeRangeQuery$data;
  variables: useActualTimeRangeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "expression"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "expression",
        "variableName": "expression"
      }
    ],
    "concreteType": "TimeRange",
    "kind": "LinkedField",
    "name": "timeRange",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "since",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "until",
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
    "name": "useActualTimeRangeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useActualTimeRangeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e53a017be1d93547ad170b43f97b73fe",
    "id": "ac26dea8be81b89456190022800c3ee4033097864252ba1b423b69d97a9650db",
    "metadata": {},
    "name": "useActualTimeRangeQuery",
    "operationKind": "query",
    "text": "query useActualTimeRangeQuery(\n  $expression: String!\n) {\n  timeRange(expression: $expression) {\n    since\n    until\n  }\n}\n"
  }
};
})();

(node as any).hash = "96bb876af8997866f93400339b998c3a";

export default node;
