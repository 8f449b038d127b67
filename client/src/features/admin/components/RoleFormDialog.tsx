import { Alert, Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { refusalMessage } from '../adminListOptions.ts';
import type { PermissionOption } from '../permissionGroups.ts';
import type { RoleFormDialog_role$key } from './__generated__/RoleFormDialog_role.graphql.ts';
import type { RoleFormDialogCreateMutation } from './__generated__/RoleFormDialogCreateMutation.graphql.ts';
import type { RoleFormDialogUpdateMutation } from './__generated__/RoleFormDialogUpdateMutation.graphql.ts';
import { PermissionPicker } from './PermissionPicker.tsx';

export type RoleFormMode = 'create' | 'edit' | 'copy';

export interface RoleFormDialogProps {
  /** null: closed. */
  readonly mode: RoleFormMode | null;
  /** The role edited or copied. */
  readonly role?: RoleFormDialog_role$key | null;
  readonly catalogue: readonly PermissionOption[];
  readonly onClose: () => void;
  /** Called once a new role is stored (the list reloads). */
  readonly onCreated: () => void;
}

/** Add, copy or edit a role: its name and its permissions. */
export function RoleFormDialog({ mode, role, catalogue, onClose, onCreated }: RoleFormDialogProps) {
  const data = useFragment(
    graphql`
      fragment RoleFormDialog_role on SecurityRole {
        id
        name
        builtin
        permissions {
          id
        }
      }
    `,
    role ?? null,
  );
  return (
    <Dialog.Root
      open={mode !== null}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {mode ? (
              <RoleForm
                key={`${mode}:${data?.id ?? 'new'}`}
                mode={mode}
                role={mode === 'create' ? null : (data ?? null)}
                catalogue={catalogue}
                onClose={onClose}
                onCreated={onCreated}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface RoleData {
  readonly id: string;
  readonly name: string;
  readonly builtin: boolean;
  readonly permissions: readonly { readonly id: string }[];
}

function RoleForm({
  mode,
  role,
  catalogue,
  onClose,
  onCreated,
}: {
  mode: RoleFormMode;
  role: RoleData | null;
  catalogue: readonly PermissionOption[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState(mode === 'copy' && role ? `${role.name} copy` : (role?.name ?? ''));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set((role?.permissions ?? []).map((p) => p.id)));
  const [error, setError] = useState<string | undefined>();
  const [create, creating] = useMutation<RoleFormDialogCreateMutation>(graphql`
    mutation RoleFormDialogCreateMutation($name: String!, $permissionIds: [ID!]) {
      createRole(name: $name, permissionIds: $permissionIds) {
        __typename
        ... on SecurityRolePayload {
          role {
            id
            name
          }
        }
        ... on ValidationError {
          message
          fieldErrors
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [update, updating] = useMutation<RoleFormDialogUpdateMutation>(graphql`
    mutation RoleFormDialogUpdateMutation($id: ID!, $name: String, $permissionIds: [ID!]) {
      updateRole(id: $id, name: $name, permissionIds: $permissionIds) {
        __typename
        ... on SecurityRolePayload {
          role {
            id
            name
            ...RoleRow_role
            ...RoleFormDialog_role
          }
        }
        ... on ValidationError {
          message
          fieldErrors
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const title =
    mode === 'edit' && role ? `Edit ${role.name}` : mode === 'copy' && role ? `Copy ${role.name}` : 'Add role';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('The role needs a name.');
      return;
    }
    setError(undefined);
    const permissionIds = [...selected];
    const done = (result: { __typename: string; message?: string; fieldErrors?: unknown }) => {
      if (result.__typename !== 'SecurityRolePayload') {
        setError(refusalMessage(result));
        return;
      }
      toastSuccess(`Role saved: ${name.trim()}`);
      if (mode !== 'edit') onCreated();
      onClose();
    };
    if (mode === 'edit' && role) {
      update({
        // A built-in role (Public) keeps its name: only its permissions are sent.
        variables: { id: role.id, name: role.builtin ? null : name.trim(), permissionIds },
        onCompleted: (r) => done(r.updateRole as never),
        onError: (e) => setError(e.message),
      });
    } else {
      create({
        variables: { name: name.trim(), permissionIds },
        onCompleted: (r) => done(r.createRole as never),
        onError: (e) => setError(e.message),
      });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label={title} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input
              value={name}
              readOnly={mode === 'edit' && role?.builtin === true}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            {mode === 'edit' && role?.builtin ? (
              <Field.HelperText>
                A built-in role keeps its name. Public's permissions are what visitors who are not signed in may do.
              </Field.HelperText>
            ) : null}
          </Field.Root>
          <PermissionPicker catalogue={catalogue} selected={selected} onChange={setSelected} />
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={creating || updating}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={creating || updating} loadingText="Saving…">
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
