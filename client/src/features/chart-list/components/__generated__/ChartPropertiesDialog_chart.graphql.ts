/**
 * @generated SignedSource<<8c966271ecc6e1311183252e8e3c6322>>
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
  readonly chartId: number;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly sliceName: string;
  readonly tags: ReadonlyArray<{
    readonly name: string;
  }>;
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
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
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

(node as any).hash = "e7a87ad9707e96585d9f9089f12a14c5";

export default node;
