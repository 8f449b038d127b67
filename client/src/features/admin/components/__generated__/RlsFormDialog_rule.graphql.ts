/**
 * @generated SignedSource<<c6bb6367e60c31ea1ca701dfc92debe0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RowLevelSecurityFilterType = "Base" | "Regular" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RlsFormDialog_rule$data = {
  readonly clause: string;
  readonly description: string | null | undefined;
  readonly filterType: RowLevelSecurityFilterType;
  readonly groupKey: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly roles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
  readonly tables: ReadonlyArray<{
    readonly datasetId: number;
    readonly schema: string | null | undefined;
    readonly tableName: string;
  }>;
  readonly " $fragmentType": "RlsFormDialog_rule";
};
export type RlsFormDialog_rule$key = {
  readonly " $data"?: RlsFormDialog_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"RlsFormDialog_rule">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RlsFormDialog_rule",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filterType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clause",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RowLevelSecurityTable",
      "kind": "LinkedField",
      "name": "tables",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "datasetId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "schema",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tableName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RowLevelSecurityRole",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleId",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "RowLevelSecurityRule",
  "abstractKey": null
};
})();

(node as any).hash = "538c7875822a2e85a08ec7a18c94cc7e";

export default node;
