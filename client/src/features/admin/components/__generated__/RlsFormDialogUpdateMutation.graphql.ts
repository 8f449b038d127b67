/**
 * @generated SignedSource<<a61ec6f08a68200d07efd9d30ff5c473>>
 * @relayHash 88fc1868e0bc93cdd1d0d0c46bcd36ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c252fcbe5ad90bad85e48705c24d100a0d705441ab727cb3434d02c3a7206c0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RowLevelSecurityFilterType = "Base" | "Regular" | "%future added value";
export type RowLevelSecurityRuleInput = {
  clause: string;
  description?: string | null | undefined;
  filterType: RowLevelSecurityFilterType;
  groupKey?: string | null | undefined;
  name: string;
  roleIds: ReadonlyArray<number>;
  tableIds: ReadonlyArray<number>;
};
export type RlsFormDialogUpdateMutation$variables = {
  id: string;
  input: RowLevelSecurityRuleInput;
};
export type RlsFormDialogUpdateMutation$data = {
  readonly updateRowLevelSecurityRule: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly rule?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RlsFormDialog_rule" | "RlsRow_rule">;
    };
  };
};
export type RlsFormDialogUpdateMutation = {
  response: RlsFormDialogUpdateMutation$data;
  variables: RlsFormDialogUpdateMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
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
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RlsFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateRowLevelSecurityRule",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RowLevelSecurityRule",
                "kind": "LinkedField",
                "name": "rule",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RlsRow_rule"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RlsFormDialog_rule"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RowLevelSecurityRulePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RlsFormDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateRowLevelSecurityRule",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RowLevelSecurityRule",
                "kind": "LinkedField",
                "name": "rule",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "filterType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "groupKey",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "clause",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RowLevelSecurityTable",
                    "kind": "LinkedField",
                    "name": "tables",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "datasetId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tableName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "schema",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RowLevelSecurityRole",
                    "kind": "LinkedField",
                    "name": "roles",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "roleId",
                        "storageKey": null
                      },
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RowLevelSecurityRulePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "88fc1868e0bc93cdd1d0d0c46bcd36ab",
    "id": "1c252fcbe5ad90bad85e48705c24d100a0d705441ab727cb3434d02c3a7206c0",
    "metadata": {},
    "name": "RlsFormDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation RlsFormDialogUpdateMutation(\n  $id: ID!\n  $input: RowLevelSecurityRuleInput!\n) {\n  updateRowLevelSecurityRule(id: $id, input: $input) {\n    __typename\n    ... on RowLevelSecurityRulePayload {\n      rule {\n        id\n        ...RlsRow_rule\n        ...RlsFormDialog_rule\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment RlsFormDialog_rule on RowLevelSecurityRule {\n  id\n  name\n  description\n  filterType\n  groupKey\n  clause\n  tables {\n    datasetId\n    schema\n    tableName\n  }\n  roles {\n    roleId\n    name\n  }\n}\n\nfragment RlsRow_rule on RowLevelSecurityRule {\n  name\n  description\n  filterType\n  groupKey\n  clause\n  tables {\n    datasetId\n    tableName\n  }\n  roles {\n    roleId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e830f4f05e43abc93f8913be0d22b00";

export default node;
