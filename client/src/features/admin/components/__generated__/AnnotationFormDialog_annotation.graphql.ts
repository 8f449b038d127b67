/**
 * @generated SignedSource<<6e8a48a2ae2c4463cb568a19ec59202c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AnnotationFormDialog_annotation$data = {
  readonly endDttm: string;
  readonly id: string;
  readonly longDescr: string | null | undefined;
  readonly shortDescr: string | null | undefined;
  readonly startDttm: string;
  readonly " $fragmentType": "AnnotationFormDialog_annotation";
};
export type AnnotationFormDialog_annotation$key = {
  readonly " $data"?: AnnotationFormDialog_annotation$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnotationFormDialog_annotation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnnotationFormDialog_annotation",
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
      "name": "shortDescr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longDescr",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDttm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDttm",
      "storageKey": null
    }
  ],
  "type": "Annotation",
  "abstractKey": null
};

(node as any).hash = "bc2d119adecc4a420752d248f0132001";

export default node;
