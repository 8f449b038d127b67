/**
 * @generated SignedSource<<afee9e87d08ebf1ef2a71a4e26f5b8f3>>
 * @relayHash eecfe2238d30979a538f259861e4440e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4189002b3866a450c6f251663dbb5a96456f988a1f1d39f1989e7888cff978ee

import type { ConcreteRequest } from 'relay-runtime';
export type ReportScheduleButtonActiveMutation$variables = {
  active: boolean;
  id: string;
};
export type ReportScheduleButtonActiveMutation$data = {
  readonly setReportActive: {
    readonly __typename: string;
    readonly message?: string;
    readonly report?: {
      readonly active: boolean;
      readonly id: string;
    };
  };
};
export type ReportScheduleButtonActiveMutation = {
  response: ReportScheduleButtonActiveMutation$data;
  variables: ReportScheduleButtonActiveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "active"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "active",
        "variableName": "active"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setReportActive",
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
            "concreteType": "Report",
            "kind": "LinkedField",
            "name": "report",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "active",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReportPayload",
        "abstractKey": null
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportScheduleButtonActiveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReportScheduleButtonActiveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "eecfe2238d30979a538f259861e4440e",
    "id": "4189002b3866a450c6f251663dbb5a96456f988a1f1d39f1989e7888cff978ee",
    "metadata": {},
    "name": "ReportScheduleButtonActiveMutation",
    "operationKind": "mutation",
    "text": "mutation ReportScheduleButtonActiveMutation(\n  $id: ID!\n  $active: Boolean!\n) {\n  setReportActive(id: $id, active: $active) {\n    __typename\n    ... on ReportPayload {\n      report {\n        id\n        active\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6fadc91686e2e32b18cb89ababc21b3";

export default node;
