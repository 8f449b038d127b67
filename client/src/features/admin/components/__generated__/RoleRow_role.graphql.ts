/**
 * @generated SignedSource<<18b62010d1cbb5fd4d28b00bc862995b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RoleRow_role$data = {
  readonly builtin: boolean;
  readonly name: string;
  readonly permissions: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly userCount: number;
  readonly " $fragmentType": "RoleRow_role";
};
export type RoleRow_role$key = {
  readonly " $data"?: RoleRow_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleRow_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleRow_role",
  "selections": [
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
      "kind": "ScalarField",
      "name": "userCount",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SecurityRole",
  "abstractKey": null
};

(node as any).hash = "b18525e157a0bd7906044048e83ee5a1";

export default node;
