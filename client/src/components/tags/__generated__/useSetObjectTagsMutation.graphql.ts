/**
 * @generated SignedSource<<dc1a4539d201818f1108996aa57ffa21>>
 * @relayHash 15a20e2028765f4e98e94847eac7454b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 664c4648070d4661b65e0900beceb2f4c6d9f4f26c7c84e3930180b0c5dbc3ad

import type { ConcreteRequest } from 'relay-runtime';
export type TaggableObjectType = "CHART" | "DASHBOARD" | "SAVED_QUERY" | "%future added value";
export type useSetObjectTagsMutation$variables = {
  objectId: number;
  objectType: TaggableObjectType;
  tags: ReadonlyArray<string>;
};
export type useSetObjectTagsMutation$data = {
  readonly setObjectTags: {
    readonly __typename: string;
    readonly chart?: {
      readonly id: string;
      readonly tags: ReadonlyArray<{
        readonly name: string;
        readonly tagId: number;
      }>;
    } | null | undefined;
    readonly dashboard?: {
      readonly id: string;
      readonly tags: ReadonlyArray<{
        readonly name: string;
        readonly tagId: number;
      }>;
    } | null | undefined;
    readonly message?: string;
  };
};
export type useSetObjectTagsMutation = {
  response: useSetObjectTagsMutation$data;
  variables: useSetObjectTagsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "objectId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "objectType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tags"
},
v3 = [
  {
    "kind": "Variable",
    "name": "objectId",
    "variableName": "objectId"
  },
  {
    "kind": "Variable",
    "name": "objectType",
    "variableName": "objectType"
  },
  {
    "kind": "Variable",
    "name": "tags",
    "variableName": "tags"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tagId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Tag",
    "kind": "LinkedField",
    "name": "tags",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "storageKey": null
  }
],
v9 = {
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
},
v10 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Tag",
    "kind": "LinkedField",
    "name": "tags",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetObjectTagsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setObjectTags",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chart",
                "kind": "LinkedField",
                "name": "chart",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Dashboard",
                "kind": "LinkedField",
                "name": "dashboard",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "ObjectTagsPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetObjectTagsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setObjectTags",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Chart",
                "kind": "LinkedField",
                "name": "chart",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Dashboard",
                "kind": "LinkedField",
                "name": "dashboard",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "ObjectTagsPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "15a20e2028765f4e98e94847eac7454b",
    "id": "664c4648070d4661b65e0900beceb2f4c6d9f4f26c7c84e3930180b0c5dbc3ad",
    "metadata": {},
    "name": "useSetObjectTagsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetObjectTagsMutation(\n  $objectType: TaggableObjectType!\n  $objectId: Int!\n  $tags: [String!]!\n) {\n  setObjectTags(objectType: $objectType, objectId: $objectId, tags: $tags) {\n    __typename\n    ... on ObjectTagsPayload {\n      chart {\n        id\n        tags {\n          tagId\n          name\n          id\n        }\n      }\n      dashboard {\n        id\n        tags {\n          tagId\n          name\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab71beec762fab001978102251a32cfa";

export default node;
