/**
 * @generated SignedSource<<67706b2c74d1b760ff39f4419787d0c0>>
 * @relayHash 1b7e5a0c663e0735b6cfeaf301d1207d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 459d9731bfc82d945fa964433e1754cdbf9cef64620668896f8641e2ae8be15c

import type { ConcreteRequest } from 'relay-runtime';
export type DashboardPermalinkPageQuery$variables = {
  key: string;
};
export type DashboardPermalinkPageQuery$data = {
  readonly dashboardPermalink: {
    readonly activeTabs: ReadonlyArray<string>;
    readonly anchor: string | null | undefined;
    readonly dashboardUuid: string;
    readonly dataMask: unknown;
  } | null | undefined;
};
export type DashboardPermalinkPageQuery = {
  response: DashboardPermalinkPageQuery$data;
  variables: DashboardPermalinkPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      }
    ],
    "concreteType": "DashboardPermalink",
    "kind": "LinkedField",
    "name": "dashboardPermalink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dashboardUuid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dataMask",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "activeTabs",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "anchor",
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
    "name": "DashboardPermalinkPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardPermalinkPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1b7e5a0c663e0735b6cfeaf301d1207d",
    "id": "459d9731bfc82d945fa964433e1754cdbf9cef64620668896f8641e2ae8be15c",
    "metadata": {},
    "name": "DashboardPermalinkPageQuery",
    "operationKind": "query",
    "text": "query DashboardPermalinkPageQuery(\n  $key: String!\n) {\n  dashboardPermalink(key: $key) {\n    dashboardUuid\n    dataMask\n    activeTabs\n    anchor\n  }\n}\n"
  }
};
})();

(node as any).hash = "dcb6fc13e4324ec6c758177c2ba9cf90";

export default node;
