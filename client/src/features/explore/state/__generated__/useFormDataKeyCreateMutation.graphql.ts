/**
 * @generated SignedSource<<f3724786dde2c7c4e35fd8410ab6b60b>>
 * @relayHash 96d6afd6bb34b950a2dc6421982d2be5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d6fb63886931f9e974a0d8498a19695b0e49740294d89304b55883039664802

import type { ConcreteRequest } from 'relay-runtime';
export type ExploreFormDataInput = {
  chartId?: string | null | undefined;
  datasourceId: number;
  datasourceType: string;
  formData: unknown;
};
export type useFormDataKeyCreateMutation$variables = {
  input: ExploreFormDataInput;
};
export type useFormDataKeyCreateMutation$data = {
  readonly createExploreFormData: {
    readonly __typename: "TemporaryStatePayload";
    readonly key: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useFormDataKeyCreateMutation = {
  response: useFormDataKeyCreateMutation$data;
  variables: useFormDataKeyCreateMutation$variables;
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
    "name": "createExploreFormData",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFormDataKeyCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFormDataKeyCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "96d6afd6bb34b950a2dc6421982d2be5",
    "id": "3d6fb63886931f9e974a0d8498a19695b0e49740294d89304b55883039664802",
    "metadata": {},
    "name": "useFormDataKeyCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useFormDataKeyCreateMutation(\n  $input: ExploreFormDataInput!\n) {\n  createExploreFormData(input: $input) {\n    __typename\n    ... on TemporaryStatePayload {\n      key\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1fbeba23091cc2f27930facdf55b3c18";

export default node;
