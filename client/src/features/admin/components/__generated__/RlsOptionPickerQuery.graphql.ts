/**
 * @generated SignedSource<<7a704d691502f7ac0f081d6cec988c83>>
 * @relayHash 0786c101423b34762de5bad377c843d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57e471932fd2c8988beb3a991eceb917ae5aa768c476299c609d9ad306429758

import type { ConcreteRequest } from 'relay-runtime';
export type RowLevelSecurityRelatedField = "ROLES" | "TABLES" | "%future added value";
export type RlsOptionPickerQuery$variables = {
  field: RowLevelSecurityRelatedField;
  search?: string | null | undefined;
};
export type RlsOptionPickerQuery$data = {
  readonly rowLevelSecurityOptions: ReadonlyArray<{
    readonly text: string;
    readonly value: number;
  }>;
};
export type RlsOptionPickerQuery = {
  response: RlsOptionPickerQuery$data;
  variables: RlsOptionPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "field"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "field",
        "variableName": "field"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "RowLevelSecurityOption",
    "kind": "LinkedField",
    "name": "rowLevelSecurityOptions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "text",
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
    "name": "RlsOptionPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RlsOptionPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0786c101423b34762de5bad377c843d8",
    "id": "57e471932fd2c8988beb3a991eceb917ae5aa768c476299c609d9ad306429758",
    "metadata": {},
    "name": "RlsOptionPickerQuery",
    "operationKind": "query",
    "text": "query RlsOptionPickerQuery(\n  $field: RowLevelSecurityRelatedField!\n  $search: String\n) {\n  rowLevelSecurityOptions(field: $field, search: $search) {\n    value\n    text\n  }\n}\n"
  }
};
})();

(node as any).hash = "a357ebe06e6c123158aec4bb4d9f44d2";

export default node;
