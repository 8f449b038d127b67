/**
 * @generated SignedSource<<a1bf984914116cacaddd93d2e153c514>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type RowLevelSecurityFilterType = "Base" | "Regular" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RlsRow_rule$data = {
  readonly clause: string;
  readonly description: string | null | undefined;
  readonly filterType: RowLevelSecurityFilterType;
  readonly groupKey: string | null | undefined;
  readonly name: string;
  readonly roles: ReadonlyArray<{
    readonly name: string;
    readonly roleId: number;
  }>;
  readonly tables: ReadonlyArray<{
    readonly datasetId: number;
    readonly tableName: string;
  }>;
  readonly " $fragmentType": "RlsRow_rule";
};
export type RlsRow_rule$key = {
  readonly " $data"?: RlsRow_rule$data;
  readonly " $fragmentSpreads": FragmentRefs<"RlsRow_rule">;
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
  "name": "RlsRow_rule",
  "selections": [
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

(node as any).hash = "9a7d2f9d71a8c86ae592cf1156e950c2";

export default node;
