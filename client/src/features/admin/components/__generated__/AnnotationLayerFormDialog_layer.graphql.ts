/**
 * @generated SignedSource<<b5d9ead42ffa0899d46055a783c83aad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationLayerFormDialog_layer$data = {
  readonly descr: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "AnnotationLayerFormDialog_layer";
};
export type AnnotationLayerFormDialog_layer$key = {
  readonly " $data"?: AnnotationLayerFormDialog_layer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnotationLayerFormDialog_layer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnotationLayerFormDialog_layer",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descr",
      "storageKey": null
    }
  ],
  "type": "AnnotationLayer",
  "abstractKey": null
};

(node as any).hash = "75b2109c05db25e2907ba5224c1a3bf5";

export default node;
