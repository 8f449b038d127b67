/**
 * @generated SignedSource<<204d686a257f5bfdee23853f77a78d93>>
 * @relayHash 220ec5eacd01bc4a5a8666c926efb62c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 660e7144aa830a66de92b551db3510577958df386d6d2abdfff11ce6d3f539a8

import type { ConcreteRequest } from 'relay-runtime';
export type ChartOrderField = "CHANGED_ON" | "DATASOURCE_NAME" | "SLICE_NAME" | "VIZ_TYPE" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type ChartOrder = {
  direction: OrderDirection;
  field: ChartOrderField;
};
export type ChartPickerQuery$variables = {
  after?: string | null | undefined;
  first: number;
  order?: ChartOrder | null | undefined;
  search?: string | null | undefined;
};
export type ChartPickerQuery$data = {
  readonly first: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly chartId: number;
        readonly datasourceName: string | null | undefined;
        readonly sliceName: string;
        readonly vizType: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly second: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly chartId: number;
        readonly datasourceName: string | null | undefined;
        readonly sliceName: string;
        readonly vizType: string;
      };
    }>;
  };
};
export type ChartPickerQuery = {
  response: ChartPickerQuery$data;
  variables: ChartPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "order"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v5 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "order"
},
v6 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v7 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chartId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sliceName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vizType",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "datasourceName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ChartEdge",
  "kind": "LinkedField",
  "name": "edges",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Chart",
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        (v11/*:: as any*/),
        (v12/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "ChartEdge",
  "kind": "LinkedField",
  "name": "edges",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Chart",
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        (v11/*:: as any*/),
        (v12/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChartPickerQuery",
    "selections": [
      {
        "alias": "first",
        "args": (v7/*:: as any*/),
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "second",
        "args": (v14/*:: as any*/),
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": [
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ChartPickerQuery",
    "selections": [
      {
        "alias": "first",
        "args": (v7/*:: as any*/),
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "second",
        "args": (v14/*:: as any*/),
        "concreteType": "ChartConnection",
        "kind": "LinkedField",
        "name": "charts",
        "plural": false,
        "selections": [
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "220ec5eacd01bc4a5a8666c926efb62c",
    "id": "660e7144aa830a66de92b551db3510577958df386d6d2abdfff11ce6d3f539a8",
    "metadata": {},
    "name": "ChartPickerQuery",
    "operationKind": "query",
    "text": "query ChartPickerQuery(\n  $search: String\n  $order: ChartOrder\n  $first: Int!\n  $after: String\n) {\n  first: charts(first: $first, search: $search, orderBy: $order) {\n    totalCount\n    edges {\n      node {\n        chartId\n        sliceName\n        vizType\n        datasourceName\n        id\n      }\n    }\n  }\n  second: charts(first: $first, after: $after, search: $search, orderBy: $order) {\n    edges {\n      node {\n        chartId\n        sliceName\n        vizType\n        datasourceName\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e57b4cfea13c43eea715464949ed1cf5";

export default node;
