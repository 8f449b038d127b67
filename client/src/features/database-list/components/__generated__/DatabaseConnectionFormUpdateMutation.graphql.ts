/**
 * @generated SignedSource<<3bfd6778ff4aa62af863ffc8571e33b2>>
 * @relayHash ddf4ae0510939f46a86d6926d5d4ed06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb0a34157ddd543aac409881874448fe7e7a5686e7b7023642c4ce4ae4c57ae2

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
export type DatabaseConnectionFormUpdateMutation$variables = {
  id: string;
  input: DatabaseInput;
};
export type DatabaseConnectionFormUpdateMutation$data = {
  readonly updateDatabase: {
    readonly __typename: string;
    readonly database?: {
      readonly databaseName: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DatabaseConnectionModal_database" | "DatabaseListRow_database">;
    };
    readonly message?: string;
  };
};
export type DatabaseConnectionFormUpdateMutation = {
  response: DatabaseConnectionFormUpdateMutation$data;
  variables: DatabaseConnectionFormUpdateMutation$variables;
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
  "name": "databaseName",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DatabaseConnectionFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDatabase",
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
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DatabaseConnectionModal_database"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DatabasePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "DatabaseConnectionFormUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDatabase",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maskedUri",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cacheTimeout",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DatabasePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ddf4ae0510939f46a86d6926d5d4ed06",
    "id": "cb0a34157ddd543aac409881874448fe7e7a5686e7b7023642c4ce4ae4c57ae2",
    "metadata": {},
    "name": "DatabaseConnectionFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation DatabaseConnectionFormUpdateMutation(\n  $id: ID!\n  $input: DatabaseInput!\n) {\n  updateDatabase(id: $id, input: $input) {\n    __typename\n    ... on DatabasePayload {\n      database {\n        id\n        databaseName\n        ...DatabaseListRow_database\n        ...DatabaseConnectionModal_database\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DatabaseConnectionModal_database on Database {\n  id\n  databaseName\n  maskedUri\n  exposeInSqllab\n  allowFileUpload\n  cacheTimeout\n}\n\nfragment DatabaseListRow_database on Database {\n  databaseId\n  databaseName\n  backend\n  exposeInSqllab\n  allowFileUpload\n  isManagedExternally\n  changedOnDeltaHumanized\n}\n"
  }
};
})();

(node as any).hash = "cc93b630e6ad6a94c1ee11f03081360c";

export default node;
