/**
 * @generated SignedSource<<899f7ef0f6890c649e05a6b4b7686907>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationLayerValueSelect_layer$data = {
  readonly layerId: number;
  readonly name: string;
  readonly " $fragmentType": "AnnotationLayerValueSelect_layer";
};
export type AnnotationLayerValueSelect_layer$key = {
  readonly " $data"?: AnnotationLayerValueSelect_layer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnotationLayerValueSelect_layer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnotationLayerValueSelect_layer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "layerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "AnnotationLayer",
  "abstractKey": null
};

(node as any).hash = "30603ea4444d847d30b36463ea4c9536";

export default node;
