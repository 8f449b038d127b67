import { Alert, Button, Checkbox, Dialog, Field, Fieldset, Input, Portal, Stack, Switch } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { refusalMessage } from '../adminListOptions.ts';
import type { UserFormDialog_user$data, UserFormDialog_user$key } from './__generated__/UserFormDialog_user.graphql.ts';
import type { UserFormDialogCreateMutation } from './__generated__/UserFormDialogCreateMutation.graphql.ts';
import type { UserFormDialogUpdateMutation } from './__generated__/UserFormDialogUpdateMutation.graphql.ts';

export interface RoleOption {
  readonly id: string;
  readonly name: string;
}

export interface UserFormDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called once the user is stored (the list reloads). */
  readonly onSaved: () => void;
  readonly roles: readonly RoleOption[];
  /** The user to edit; absent to add one. */
  readonly user?: UserFormDialog_user$key | null;
}

/** Add or edit a user: names, e-mail, roles, active, and on creation the password. */
export function UserFormDialog({ open, onClose, onSaved, roles, user }: UserFormDialogProps) {
  const data = useFragment(
    graphql`
      fragment UserFormDialog_user on User {
        id
        username
        firstName
        lastName
        email
        active
        assignedRoles {
          id
        }
      }
    `,
    user ?? null,
  );
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <UserForm key={data?.id ?? 'new'} user={data ?? null} roles={roles} onClose={onClose} onSaved={onSaved} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type UserData = UserFormDialog_user$data;

function UserForm({
  user,
  roles,
  onClose,
  onSaved,
}: {
  user: UserData | null;
  roles: readonly RoleOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [username, setUsername] = useState(user?.username ?? '');
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [active, setActive] = useState(user?.active ?? true);
  const [roleIds, setRoleIds] = useState<readonly string[]>((user?.assignedRoles ?? []).map((r) => r.id));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [create, creating] = useMutation<UserFormDialogCreateMutation>(graphql`
    mutation UserFormDialogCreateMutation($input: UserAdminInput!) {
      createUser(input: $input) {
        __typename
        ... on UserPayload {
          user {
            id
            username
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
  const [update, updating] = useMutation<UserFormDialogUpdateMutation>(graphql`
    mutation UserFormDialogUpdateMutation($id: ID!, $input: UserAdminInput!) {
      updateUser(id: $id, input: $input) {
        __typename
        ... on UserPayload {
          user {
            id
            username
            ...UserRow_user
            ...UserFormDialog_user
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
  const title = user ? `Edit ${user.username}` : 'Add user';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (roleIds.length === 0) {
      setError('Choose at least one role.');
      return;
    }
    setError(undefined);
    const input = {
      username: username.trim(),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      active,
      roleIds: [...roleIds],
      ...(user ? {} : { password }),
    };
    const done = (result: { __typename: string; message?: string; fieldErrors?: unknown }, name: string) => {
      if (result.__typename === 'UserPayload') {
        toastSuccess(user ? `User saved: ${name}` : `User added: ${name}`);
        onSaved();
        onClose();
      } else setError(refusalMessage(result));
    };
    if (user) {
      update({
        variables: { id: user.id, input },
        onCompleted: (r) => done(r.updateUser as never, input.username),
        onError: (e) => setError(e.message),
      });
    } else {
      create({
        variables: { input },
        onCompleted: (r) => done(r.createUser as never, input.username),
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
            <Field.Label>Username</Field.Label>
            <Input value={username} autoComplete="off" onChange={(e) => setUsername(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>First name</Field.Label>
            <Input value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Last name</Field.Label>
            <Input value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>E-mail</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          </Field.Root>
          <Fieldset.Root>
            <Fieldset.Legend>Roles</Fieldset.Legend>
            <Stack gap="1">
              {roles.map((role) => (
                <Checkbox.Root
                  key={role.id}
                  size="sm"
                  checked={roleIds.includes(role.id)}
                  onCheckedChange={(d) =>
                    setRoleIds((current) =>
                      d.checked === true ? [...current, role.id] : current.filter((id) => id !== role.id),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{role.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Root>
          <Switch.Root checked={active} onCheckedChange={(d) => setActive(d.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Active (may sign in)</Switch.Label>
          </Switch.Root>
          {user ? null : (
            <Field.Root required>
              <Field.Label>Password</Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <Field.HelperText>At least 10 characters, not containing the username.</Field.HelperText>
            </Field.Root>
          )}
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
