/**
 * @generated SignedSource<<b3afef150579d2f78412fa4422ddac8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChartPropertiesDialog_chart$data = {
  readonly cacheTimeout: number | null | undefined;
  readonly certificationDetails: string | null | undefined;
  readonly certifiedBy: string | null | undefined;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly sliceName: string;
  readonly " $fragmentType": "ChartPropertiesDialog_chart";
};
export type ChartPropertiesDialog_chart$key = {
  readonly " $data"?: ChartPropertiesDialog_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartPropertiesDialog_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartPropertiesDialog_chart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cacheTimeout",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "certifiedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "certificationDetails",
      "storageKey": null
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "413ed35b4e59c300661165eb048e92e5";

export default node;
