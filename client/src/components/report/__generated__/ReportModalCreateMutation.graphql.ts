/**
 * @generated SignedSource<<4ab9678fef26be021fc462c8a15f7747>>
 * @relayHash 5e4e2df4222fe8363bb088003ae0bcb3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c43bf89ac330d27c8a9a8bea61b2f75216a23ec5c992ac1c9757762995e9bdf

import type { ConcreteRequest } from 'relay-runtime';
export type ReportCreationMethod = "ALERTS_REPORTS" | "CHARTS" | "DASHBOARDS" | "%future added value";
export type ReportFieldsInput = {
  active?: boolean | null | undefined;
  chartId?: number | null | undefined;
  creationMethod?: ReportCreationMethod | null | undefined;
  crontab?: string | null | undefined;
  customWidth?: number | null | undefined;
  dashboardId?: number | null | undefined;
  databaseId?: number | null | undefined;
  description?: string | null | undefined;
  gracePeriod?: number | null | undefined;
  logRetention?: number | null | undefined;
  name?: string | null | undefined;
  ownerIds?: ReadonlyArray<number> | null | undefined;
  recipients?: ReadonlyArray<ReportRecipientInput> | null | undefined;
  reportFormat?: string | null | undefined;
  sql?: string | null | undefined;
  timezone?: string | null | undefined;
  type?: string | null | undefined;
  workingTimeout?: number | null | undefined;
};
export type ReportRecipientInput = {
  target: string;
  type: string;
};
export type ReportModalCreateMutation$variables = {
  input: ReportFieldsInput;
};
export type ReportModalCreateMutation$data = {
  readonly createReport: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly report?: {
      readonly id: string;
    };
  };
};
export type ReportModalCreateMutation = {
  response: ReportModalCreateMutation$data;
  variables: ReportModalCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createReport",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fieldErrors",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "ReportModalCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportModalCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5e4e2df4222fe8363bb088003ae0bcb3",
    "id": "2c43bf89ac330d27c8a9a8bea61b2f75216a23ec5c992ac1c9757762995e9bdf",
    "metadata": {},
    "name": "ReportModalCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ReportModalCreateMutation(\n  $input: ReportFieldsInput!\n) {\n  createReport(input: $input) {\n    __typename\n    ... on ReportPayload {\n      report {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7646aaf7f53e69f456b4d374687f45ff";

export default node;
