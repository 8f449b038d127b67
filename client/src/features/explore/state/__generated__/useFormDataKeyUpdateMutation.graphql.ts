/**
 * @generated SignedSource<<e52745d28569c3505d806b0b771473c5>>
 * @relayHash e62a9ee7c327da371efa6c108e6feca1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d833ad04ef482e0bc53c1c671df0267b4bff3b935586ebaa50dfd30bde51373f

import type { ConcreteRequest } from 'relay-runtime';
export type ExploreFormDataInput = {
  chartId?: string | null | undefined;
  datasourceId: number;
  datasourceType: string;
  formData: unknown;
};
export type useFormDataKeyUpdateMutation$variables = {
  input: ExploreFormDataInput;
  key: string;
};
export type useFormDataKeyUpdateMutation$data = {
  readonly updateExploreFormData: {
    readonly __typename: "TemporaryStatePayload";
    readonly key: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useFormDataKeyUpdateMutation = {
  response: useFormDataKeyUpdateMutation$data;
  variables: useFormDataKeyUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "key"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateExploreFormData",
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
            "name": "key",
            "storageKey": null
          }
        ],
        "type": "TemporaryStatePayload",
        "abstractKey": null
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
    "name": "useFormDataKeyUpdateMutation",
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
    "name": "useFormDataKeyUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e62a9ee7c327da371efa6c108e6feca1",
    "id": "d833ad04ef482e0bc53c1c671df0267b4bff3b935586ebaa50dfd30bde51373f",
    "metadata": {},
    "name": "useFormDataKeyUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useFormDataKeyUpdateMutation(\n  $key: String!\n  $input: ExploreFormDataInput!\n) {\n  updateExploreFormData(key: $key, input: $input) {\n    __typename\n    ... on TemporaryStatePayload {\n      key\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7816878f9acefb7c90a5a3f3d6d9d0d3";

export default node;
