/**
 * @generated SignedSource<<477e89c97fe96fab292c4288277086e5>>
 * @relayHash 09de20c6822fb1d99bf91232f31b3836
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bee8c5144fb62e4a53d3c8b8638888aa53d8d178925d239fa52560e541cb475

import type { ConcreteRequest } from 'relay-runtime';
export type jobAbandonmentCancelMutation$variables = {
  jobId: string;
};
export type jobAbandonmentCancelMutation$data = {
  readonly cancelChartJob: {
    readonly __typename: string;
  };
};
export type jobAbandonmentCancelMutation = {
  response: jobAbandonmentCancelMutation$data;
  variables: jobAbandonmentCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jobId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "jobId",
        "variableName": "jobId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "cancelChartJob",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
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
    "name": "jobAbandonmentCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "jobAbandonmentCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "09de20c6822fb1d99bf91232f31b3836",
    "id": "0bee8c5144fb62e4a53d3c8b8638888aa53d8d178925d239fa52560e541cb475",
    "metadata": {},
    "name": "jobAbandonmentCancelMutation",
    "operationKind": "mutation",
    "text": "mutation jobAbandonmentCancelMutation(\n  $jobId: ID!\n) {\n  cancelChartJob(jobId: $jobId) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "b3d65373ef12a61c4f6e36dfefecf4cb";

export default node;
