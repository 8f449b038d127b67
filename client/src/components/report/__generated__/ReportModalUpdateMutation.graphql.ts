/**
 * @generated SignedSource<<e6c5d7e67aa6c154116ca9c0d54abe5b>>
 * @relayHash f92144af8e1ffd4ee05f771ec78ed56e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 517dcff450009f7a298450d47bf8800a2ddbd1bbeb5ca19968db5da0ad46dd05

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
export type ReportModalUpdateMutation$variables = {
  id: string;
  input: ReportFieldsInput;
};
export type ReportModalUpdateMutation$data = {
  readonly updateReport: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly report?: {
      readonly id: string;
    };
  };
};
export type ReportModalUpdateMutation = {
  response: ReportModalUpdateMutation$data;
  variables: ReportModalUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
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
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateReport",
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
    "name": "ReportModalUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportModalUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f92144af8e1ffd4ee05f771ec78ed56e",
    "id": "517dcff450009f7a298450d47bf8800a2ddbd1bbeb5ca19968db5da0ad46dd05",
    "metadata": {},
    "name": "ReportModalUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ReportModalUpdateMutation(\n  $id: ID!\n  $input: ReportFieldsInput!\n) {\n  updateReport(id: $id, input: $input) {\n    __typename\n    ... on ReportPayload {\n      report {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa89824be68388efb1087a21cc3cae29";

export default node;
