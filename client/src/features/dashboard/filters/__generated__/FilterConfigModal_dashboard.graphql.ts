/**
 * @generated SignedSource<<2a0da5120ed3f579a18fea1d1327954a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FilterConfigModal_dashboard$data = {
  readonly id: string;
  readonly " $fragmentType": "FilterConfigModal_dashboard";
};
export type FilterConfigModal_dashboard$key = {
  readonly " $data"?: FilterConfigModal_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilterConfigModal_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilterConfigModal_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "c9be049d9ac552721371799fd5b88593";

export default node;
