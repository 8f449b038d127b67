/**
 * @generated SignedSource<<248f755d8a70a3f0bd8e8ec286eecc9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExploreWorkspace_dataset$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useExploreDatasource_dataset">;
  readonly " $fragmentType": "ExploreWorkspace_dataset";
};
export type ExploreWorkspace_dataset$key = {
  readonly " $data"?: ExploreWorkspace_dataset$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExploreWorkspace_dataset">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExploreWorkspace_dataset",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useExploreDatasource_dataset"
    }
  ],
  "type": "Dataset",
  "abstractKey": null
};

(node as any).hash = "a6413ec3b3eaa7e69c837fa293cc5e4e";

export default node;
