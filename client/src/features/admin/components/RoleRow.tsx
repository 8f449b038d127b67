import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { RowActions } from '../../../components/list/RowActions.tsx';
import type { RoleRow_role$key } from './__generated__/RoleRow_role.graphql.ts';

export interface RoleRowProps {
  readonly role: RoleRow_role$key;
  readonly onEdit: () => void;
  readonly onCopy: () => void;
  readonly onDelete: () => void;
}

/** One role: built-in roles are copied (Public's permissions edited too); custom ones are edited and deleted. */
export function RoleRow({ role, onEdit, onCopy, onDelete }: RoleRowProps) {
  const data = useFragment(
    graphql`
      fragment RoleRow_role on SecurityRole {
        name
        builtin
        permissionsEditable
        userCount
        permissions {
          id
        }
      }
    `,
    role,
  );
  return (
    <Table.Row h="var(--chartroom-row-height)">
      <Table.Cell>
        <Text fontWeight="medium">{data.name}</Text>
      </Table.Cell>
      <Table.Cell>{data.builtin ? <Badge>Built-in</Badge> : <Badge colorPalette="blue">Custom</Badge>}</Table.Cell>
      <Table.Cell>{data.userCount}</Table.Cell>
      <Table.Cell>{data.permissions.length}</Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          <Button size="xs" variant="ghost" onClick={onCopy} aria-label={`Copy ${data.name}`}>
            Copy
          </Button>
          {data.builtin ? (
            data.permissionsEditable ? (
              <RowActions name={data.name} onEdit={onEdit} />
            ) : null
          ) : (
            <RowActions name={data.name} onEdit={onEdit} onDelete={onDelete} />
          )}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
