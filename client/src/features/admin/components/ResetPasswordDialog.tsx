import { Alert, Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { refusalMessage } from '../adminListOptions.ts';
import type { ResetPasswordDialogMutation } from './__generated__/ResetPasswordDialogMutation.graphql.ts';

export interface ResetPasswordDialogProps {
  /** The user whose password is set; null closes the dialog. */
  readonly user: { readonly id: string; readonly username: string } | null;
  readonly onClose: () => void;
}

/** An administrator sets another user's password (typed twice). */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  return (
    <Dialog.Root open={user !== null} onOpenChange={(d) => (d.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{user ? <ResetForm user={user} onClose={onClose} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ResetForm({ user, onClose }: { user: { id: string; username: string }; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [commit, saving] = useMutation<ResetPasswordDialogMutation>(graphql`
    mutation ResetPasswordDialogMutation($id: ID!, $password: String!) {
      resetUserPassword(id: $id, password: $password) {
        __typename
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirm) {
      setError('The two passwords differ.');
      return;
    }
    setError(undefined);
    commit({
      variables: { id: user.id, password },
      onCompleted: (r) => {
        const result = r.resetUserPassword as { __typename: string; message?: string; fieldErrors?: unknown };
        if (result.__typename === 'UserPayload') {
          toastSuccess(`Password reset: ${user.username}`);
          onClose();
        } else setError(refusalMessage(result));
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label={`Reset password of ${user.username}`} noValidate>
      <Dialog.Header>
        <Dialog.Title>Reset password of {user.username}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>New password</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Field.HelperText>At least 10 characters, not containing the username.</Field.HelperText>
          </Field.Root>
          <Field.Root required>
            <Field.Label>Confirm password</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
            />
          </Field.Root>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving…">
          Reset password
        </Button>
      </Dialog.Footer>
    </form>
  );
}
