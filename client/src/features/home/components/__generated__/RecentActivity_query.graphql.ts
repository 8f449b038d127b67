/**
 * @generated SignedSource<<5f0924b8a60b352afb89ded020dd8564>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs, Result } from "relay-runtime";
export type RecentActivity_query$data = {
  readonly recentActivity: Result<ReadonlyArray<{
    readonly action: string;
    readonly itemTitle: string;
    readonly itemType: string;
    readonly itemUrl: string;
    readonly time: number;
    readonly timeDeltaHumanized: string;
  }>, unknown>;
  readonly " $fragmentType": "RecentActivity_query";
};
export type RecentActivity_query$key = {
  readonly " $data"?: RecentActivity_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentActivity_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentActivity_query",
  "selections": [
    {
      "kind": "CatchField",
      "field": {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 5
          }
        ],
        "concreteType": "RecentActivity",
        "kind": "LinkedField",
        "name": "recentActivity",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "time",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timeDeltaHumanized",
            "storageKey": null
          }
        ],
        "storageKey": "recentActivity(first:5)"
      },
      "to": "RESULT"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7f0745131a780ac4f323dcbc47e37b9e";

export default node;
