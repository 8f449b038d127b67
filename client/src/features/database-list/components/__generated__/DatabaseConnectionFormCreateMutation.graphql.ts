/**
 * @generated SignedSource<<f4462e7e85877416265477801e888c53>>
 * @relayHash de1701742ecd4d7d672757d12869c439
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cce46fe9f70d1b86ed054d380017ea9a3fec2952a8d395976ff449467c80867c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DatabaseInput = {
  allowFileUpload?: boolean | null | undefined;
  cacheTimeout?: number | null | undefined;
  databaseName?: string | null | undefined;
  exposeInSqllab?: boolean | null | undefined;
  extra?: unknown | null | undefined;
  sqlalchemyUri?: string | null | undefined;
};
export type DatabaseConnectionFormCreateMutation$variables = {
  input: DatabaseInput;
};
export type DatabaseConnectionFormCreateMutation$data = {
  readonly createDatabase: {
    readonly __typename: string;
    readonly database?: {
      readonly databaseName: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DatabaseListRow_database">;
    };
    readonly fieldErrors?: unknown | null | undefined;
    readonly message?: string;
  };
};
export type DatabaseConnectionFormCreateMutation = {
  response: DatabaseConnectionFormCreateMutation$data;
  variables: DatabaseConnectionFormCreateMutation$variables;
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
  "name": "databaseName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
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
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DatabaseConnectionFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createDatabase",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Database",
                "kind": "LinkedField",
                "name": "database",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DatabaseListRow_database"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DatabasePayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
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
    "name": "DatabaseConnectionFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createDatabase",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Database",
                "kind": "LinkedField",
                "name": "database",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "backend",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "exposeInSqllab",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allowFileUpload",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isManagedExternally",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changedOnDeltaHumanized",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DatabasePayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "de1701742ecd4d7d672757d12869c439",
    "id": "cce46fe9f70d1b86ed054d380017ea9a3fec2952a8d395976ff449467c80867c",
    "metadata": {},
    "name": "DatabaseConnectionFormCreateMutation",
    "operationKind": "mutation",
    "text": "mutation DatabaseConnectionFormCreateMutation(\n  $input: DatabaseInput!\n) {\n  createDatabase(input: $input) {\n    __typename\n    ... on DatabasePayload {\n      database {\n        id\n        databaseName\n        ...DatabaseListRow_database\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DatabaseListRow_database on Database {\n  databaseId\n  databaseName\n  backend\n  exposeInSqllab\n  allowFileUpload\n  isManagedExternally\n  changedOnDeltaHumanized\n}\n"
  }
};
})();

(node as any).hash = "9bcb3bbaae96dfd454c6f9ac2e9f859e";

export default node;
