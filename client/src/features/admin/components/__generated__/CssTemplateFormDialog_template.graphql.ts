/**
 * @generated SignedSource<<659ea3f2a2d72dcbf2cbeaeab9162125>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CssTemplateFormDialog_template$data = {
  readonly css: string;
  readonly id: string;
  readonly templateName: string | null | undefined;
  readonly " $fragmentType": "CssTemplateFormDialog_template";
};
export type CssTemplateFormDialog_template$key = {
  readonly " $data"?: CssTemplateFormDialog_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"CssTemplateFormDialog_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CssTemplateFormDialog_template",
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
      "name": "templateName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "css",
      "storageKey": null
    }
  ],
  "type": "CssTemplate",
  "abstractKey": null
};

(node as any).hash = "fa11d4ba19e14c79b850296d10e0dcdc";

export default node;
