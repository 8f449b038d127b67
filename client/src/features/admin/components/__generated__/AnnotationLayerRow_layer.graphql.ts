/**
 * @generated SignedSource<<e3c78edbf5c4e1c29363f8b3a23ceda7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationLayerRow_layer$data = {
  readonly changedByName: string | null | undefined;
  readonly changedOnDeltaHumanized: string;
  readonly descr: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "AnnotationLayerRow_layer";
};
export type AnnotationLayerRow_layer$key = {
  readonly " $data"?: AnnotationLayerRow_layer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnotationLayerRow_layer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnotationLayerRow_layer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedOnDeltaHumanized",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedByName",
      "storageKey": null
    }
  ],
  "type": "AnnotationLayer",
  "abstractKey": null
};

(node as any).hash = "9a294aec086a803ded7e51696a39dc1f";

export default node;
