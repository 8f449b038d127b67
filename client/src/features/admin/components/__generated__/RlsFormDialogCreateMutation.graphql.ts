/**
 * @generated SignedSource<<bccbedbaddcd6a81a9c51c15b67c4544>>
 * @relayHash 0d2b00f141dd4589905f24d0477de308
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 519bd3e5e76e6f0f74def036ef59898c1b3665ccd1aa9a0e6f2f155cee0752c2

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
export type RlsFormDialogCreateMutation$variables = {
  input: RowLevelSecurityRuleInput;
};
export type RlsFormDialogCreateMutation$data = {
  readonly createRowLevelSecurityRule: {
    readonly __typename: string;
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
    readonly rule?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RlsFormDialog_rule" | "RlsRow_rule">;
    };
  };
};
export type RlsFormDialogCreateMutation = {
  response: RlsFormDialogCreateMutation$data;
  variables: RlsFormDialogCreateMutation$variables;
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
    "name": "RlsFormDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createRowLevelSecurityRule",
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
    "name": "RlsFormDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createRowLevelSecurityRule",
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
    "cacheID": "0d2b00f141dd4589905f24d0477de308",
    "id": "519bd3e5e76e6f0f74def036ef59898c1b3665ccd1aa9a0e6f2f155cee0752c2",
    "metadata": {},
    "name": "RlsFormDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RlsFormDialogCreateMutation(\n  $input: RowLevelSecurityRuleInput!\n) {\n  createRowLevelSecurityRule(input: $input) {\n    __typename\n    ... on RowLevelSecurityRulePayload {\n      rule {\n        id\n        ...RlsRow_rule\n        ...RlsFormDialog_rule\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment RlsFormDialog_rule on RowLevelSecurityRule {\n  id\n  name\n  description\n  filterType\n  groupKey\n  clause\n  tables {\n    datasetId\n    schema\n    tableName\n  }\n  roles {\n    roleId\n    name\n  }\n}\n\nfragment RlsRow_rule on RowLevelSecurityRule {\n  name\n  description\n  filterType\n  groupKey\n  clause\n  tables {\n    datasetId\n    tableName\n  }\n  roles {\n    roleId\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "35a3f55413ea73f2f80bf379f97a36a8";

export default node;
