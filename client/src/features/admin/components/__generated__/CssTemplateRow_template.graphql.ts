/**
 * @generated SignedSource<<5e1d1364c5f44d5d8263fc877d09c705>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CssTemplateRow_template$data = {
  readonly changedByName: string | null | undefined;
  readonly changedOnHumanized: string;
  readonly css: string;
  readonly templateName: string | null | undefined;
  readonly " $fragmentType": "CssTemplateRow_template";
};
export type CssTemplateRow_template$key = {
  readonly " $data"?: CssTemplateRow_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"CssTemplateRow_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CssTemplateRow_template",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "templateName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "css",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedOnHumanized",
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
  "type": "CssTemplate",
  "abstractKey": null
};

(node as any).hash = "6e8334b6431edaae3f32a340c223a635";

export default node;
