/**
 * @generated SignedSource<<95be7810f893355d0089d5798393cb91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationLayerValueSelect_chart$data = {
  readonly chartId: number;
  readonly sliceName: string;
  readonly vizType: string;
  readonly " $fragmentType": "AnnotationLayerValueSelect_chart";
};
export type AnnotationLayerValueSelect_chart$key = {
  readonly " $data"?: AnnotationLayerValueSelect_chart$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnotationLayerValueSelect_chart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnotationLayerValueSelect_chart",
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
    }
  ],
  "type": "Chart",
  "abstractKey": null
};

(node as any).hash = "f04ef9940726648611ed904a89dc213a";

export default node;
