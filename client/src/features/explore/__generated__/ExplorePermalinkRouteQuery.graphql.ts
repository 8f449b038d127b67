/**
 * @generated SignedSource<<d090cc15a522ae17e4bc55d70639fb2c>>
 * @relayHash 1f8eb86fe21bed1e40aca9a12425bb4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76ca8633a5363490d2c39439e2da30fcba85422f82c9f4ed888d5adf78658d59

import type { ConcreteRequest } from 'relay-runtime';
export type ExplorePermalinkRouteQuery$variables = {
  key: string;
};
export type ExplorePermalinkRouteQuery$data = {
  readonly explorePermalink: {
    readonly chartId: number | null | undefined;
    readonly datasourceId: number | null | undefined;
    readonly formData: unknown;
  } | null | undefined;
};
export type ExplorePermalinkRouteQuery = {
  response: ExplorePermalinkRouteQuery$data;
  variables: ExplorePermalinkRouteQuery$variables;
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
    "concreteType": "ExplorePermalink",
    "kind": "LinkedField",
    "name": "explorePermalink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "chartId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "datasourceId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "formData",
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
    "name": "ExplorePermalinkRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExplorePermalinkRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1f8eb86fe21bed1e40aca9a12425bb4a",
    "id": "76ca8633a5363490d2c39439e2da30fcba85422f82c9f4ed888d5adf78658d59",
    "metadata": {},
    "name": "ExplorePermalinkRouteQuery",
    "operationKind": "query",
    "text": "query ExplorePermalinkRouteQuery(\n  $key: String!\n) {\n  explorePermalink(key: $key) {\n    chartId\n    datasourceId\n    formData\n  }\n}\n"
  }
};
})();

(node as any).hash = "1fbbd0ffd5a80cc23e69d12d7fe090f0";

export default node;
