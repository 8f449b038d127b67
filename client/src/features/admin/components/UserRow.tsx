import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { RowActions } from '../../../components/list/RowActions.tsx';
import type { UserRow_user$key } from './__generated__/UserRow_user.graphql.ts';

export interface UserRowProps {
  readonly user: UserRow_user$key;
  readonly isViewer: boolean;
  readonly onEdit: () => void;
  readonly onResetPassword: () => void;
  readonly onToggleActive: (active: boolean) => void;
  readonly onDelete: () => void;
}

/** One user: names, e-mail, roles, active; edit, reset password, (de)activate and delete. */
export function UserRow({ user, isViewer, onEdit, onResetPassword, onToggleActive, onDelete }: UserRowProps) {
  const data = useFragment(
    graphql`
      fragment UserRow_user on User {
        username
        firstName
        lastName
        email
        active
        assignedRoles {
          name
        }
      }
    `,
    user,
  );
  return (
    <Table.Row h="var(--chartroom-row-height)">
      <Table.Cell>
        <Text fontWeight="medium">{data.username}</Text>
      </Table.Cell>
      <Table.Cell>{data.firstName}</Table.Cell>
      <Table.Cell>{data.lastName}</Table.Cell>
      <Table.Cell>{data.email ?? '—'}</Table.Cell>
      <Table.Cell>{(data.assignedRoles ?? []).map((r) => r.name).join(', ') || '—'}</Table.Cell>
      <Table.Cell>
        {data.active ? <Badge colorPalette="green">Active</Badge> : <Badge colorPalette="gray">Inactive</Badge>}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          <Button size="xs" variant="ghost" onClick={onResetPassword} aria-label={`Reset password of ${data.username}`}>
            Reset password
          </Button>
          {/* An administrator cannot lock themselves out. */}
          {isViewer ? null : (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onToggleActive(!data.active)}
              aria-label={`${data.active ? 'Deactivate' : 'Activate'} ${data.username}`}
            >
              {data.active ? 'Deactivate' : 'Activate'}
            </Button>
          )}
          <RowActions name={data.username} onEdit={onEdit} onDelete={isViewer ? undefined : onDelete} />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
