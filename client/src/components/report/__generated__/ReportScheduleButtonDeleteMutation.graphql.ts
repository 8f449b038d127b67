/**
 * @generated SignedSource<<fccda34a1fddac566d3ad70052203fe3>>
 * @relayHash 4e35b521264a6dc33144654ffaa374b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ceea1637819a161a7414fd669de8b7dc2237a42e7f0d74ad37d2e0c8e7c28b73

import type { ConcreteRequest } from 'relay-runtime';
export type ReportScheduleButtonDeleteMutation$variables = {
  id: string;
};
export type ReportScheduleButtonDeleteMutation$data = {
  readonly deleteReport: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ReportScheduleButtonDeleteMutation = {
  response: ReportScheduleButtonDeleteMutation$data;
  variables: ReportScheduleButtonDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteReport",
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
    "name": "ReportScheduleButtonDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportScheduleButtonDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4e35b521264a6dc33144654ffaa374b4",
    "id": "ceea1637819a161a7414fd669de8b7dc2237a42e7f0d74ad37d2e0c8e7c28b73",
    "metadata": {},
    "name": "ReportScheduleButtonDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ReportScheduleButtonDeleteMutation(\n  $id: ID!\n) {\n  deleteReport(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "273e16e76bef3a95669f2ea94a6f04de";

export default node;
