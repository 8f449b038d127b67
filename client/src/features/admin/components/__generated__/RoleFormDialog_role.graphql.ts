/**
 * @generated SignedSource<<20fa208d5a5e67dd7ad6dc1dbd6c43a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RoleFormDialog_role$data = {
  readonly builtin: boolean;
  readonly id: string;
  readonly name: string;
  readonly permissions: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "RoleFormDialog_role";
};
export type RoleFormDialog_role$key = {
  readonly " $data"?: RoleFormDialog_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleFormDialog_role">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleFormDialog_role",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "builtin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionResource",
      "kind": "LinkedField",
      "name": "permissions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SecurityRole",
  "abstractKey": null
};
})();

(node as any).hash = "d3988fd35b5d134640f9673c17733e47";

export default node;
