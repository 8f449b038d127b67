/**
 * @generated SignedSource<<d65e1248ea21a9beb7175ff7410091d2>>
 * @relayHash 8f240455aefdec0a9a00ad162ed2328d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 479786f703fa687045db4402c63b5fd7d5e10842576ecfad01138fd90e867509

import type { ConcreteRequest } from 'relay-runtime';
export type ReportModalIgnoreCacheMutation$variables = {
  forceScreenshot: boolean;
  id: string;
};
export type ReportModalIgnoreCacheMutation$data = {
  readonly setReportForceScreenshot: {
    readonly __typename: string;
    readonly message?: string;
    readonly report?: {
      readonly id: string;
    };
  };
};
export type ReportModalIgnoreCacheMutation = {
  response: ReportModalIgnoreCacheMutation$data;
  variables: ReportModalIgnoreCacheMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "forceScreenshot"
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
        "name": "forceScreenshot",
        "variableName": "forceScreenshot"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setReportForceScreenshot",
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
        "type": "ReportIgnoreCachePayload",
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
    "name": "ReportModalIgnoreCacheMutation",
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
    "name": "ReportModalIgnoreCacheMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "8f240455aefdec0a9a00ad162ed2328d",
    "id": "479786f703fa687045db4402c63b5fd7d5e10842576ecfad01138fd90e867509",
    "metadata": {},
    "name": "ReportModalIgnoreCacheMutation",
    "operationKind": "mutation",
    "text": "mutation ReportModalIgnoreCacheMutation(\n  $id: ID!\n  $forceScreenshot: Boolean!\n) {\n  setReportForceScreenshot(id: $id, forceScreenshot: $forceScreenshot) {\n    __typename\n    ... on ReportIgnoreCachePayload {\n      report {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "db4bc31a719202367916d722047cd16c";

export default node;
