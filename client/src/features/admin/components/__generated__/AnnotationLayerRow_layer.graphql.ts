/**
 * @generated SignedSource<<50532ba7fa88d5e8ea69d41aaf07e535>>
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
  readonly layerId: number;
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
      "name": "layerId",
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

(node as any).hash = "32fecb055ceed5d8cdafe8a4be502d3c";

export default node;
