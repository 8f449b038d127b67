/**
 * @generated SignedSource<<4049321f91094a09be815161a8a8f1e7>>
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
  readonly permissionsEditable: boolean;
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
      "name": "permissionsEditable",
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

(node as any).hash = "f026f6b0d62c4f3bd8ef4627c146d960";

export default node;
