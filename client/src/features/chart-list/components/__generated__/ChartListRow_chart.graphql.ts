/**
 * @generated SignedSource<<32f084c8e6d1ea11f8483a952288847b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartListRow_chart$data = {
  readonly changedOn: string;
  readonly changedOnDeltaHumanized: string;
  readonly chartId: number;
  readonly datasourceName: string | null | undefined;
  readonly sliceName: string;
  readonly vizType: string;
  readonly " $fragmentType": "ChartListRow_chart";
};
export type ChartListRow_chart$key = {
  readonly " $data"?: ChartListRow_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartListRow_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartListRow_chart",
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
      "name": "sliceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vizType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "datasourceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedOn",
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
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "9fa63214931dfccfb1ade0b55b6dba97";

export default node;
