/**
 * @generated SignedSource<<82087c780e8c83d9e06f311a2c34e0e4>>
 * @relayHash da3eae1eb69f9fc6186cde179a22b153
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c519ebd98505d3783c2f6354a4ef621db1eec29b0808cbbde9979bb497b9746a

import type { ConcreteRequest } from 'relay-runtime';
export type useAdvancedDataTypeConvertQuery$variables = {
  type: string;
  values: ReadonlyArray<string>;
};
export type useAdvancedDataTypeConvertQuery$data = {
  readonly advancedDataTypeConvert: {
    readonly displayValue: string;
    readonly errorMessage: string | null | undefined;
    readonly validFilterOperators: ReadonlyArray<string>;
  };
};
export type useAdvancedDataTypeConvertQuery = {
  response: useAdvancedDataTypeConvertQuery$data;
  variables: useAdvancedDataTypeConvertQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "values"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "type",
        "variableName": "type"
      },
      {
        "kind": "Variable",
        "name": "values",
        "variableName": "values"
      }
    ],
    "concreteType": "AdvancedDataTypeConversion",
    "kind": "LinkedField",
    "name": "advancedDataTypeConvert",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayValue",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "errorMessage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "validFilterOperators",
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
    "name": "useAdvancedDataTypeConvertQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdvancedDataTypeConvertQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "da3eae1eb69f9fc6186cde179a22b153",
    "id": "c519ebd98505d3783c2f6354a4ef621db1eec29b0808cbbde9979bb497b9746a",
    "metadata": {},
    "name": "useAdvancedDataTypeConvertQuery",
    "operationKind": "query",
    "text": "query useAdvancedDataTypeConvertQuery(\n  $type: String!\n  $values: [String!]!\n) {\n  advancedDataTypeConvert(type: $type, values: $values) {\n    displayValue\n    errorMessage\n    validFilterOperators\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae42bdbc80fbdf2b4069edda0d20b95a";

export default node;
