import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { RowActions } from '../../../components/list/RowActions.tsx';
import type { DatabaseListRow_database$key } from './__generated__/DatabaseListRow_database.graphql.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export interface DatabaseListRowProps {
  readonly database: DatabaseListRow_database$key;
  readonly onEdit?: () => void;
  readonly onExport?: () => void;
  readonly onDelete?: () => void;
  readonly onUpload?: () => void;
}

export function DatabaseListRow({ database, onEdit, onExport, onDelete, onUpload }: DatabaseListRowProps) {
  const data = useFragment(
    graphql`
      fragment DatabaseListRow_database on Database {
        databaseId
        databaseName
        backend
        exposeInSqllab
        allowFileUpload
        isManagedExternally
        changedOnDeltaHumanized
      }
    `,
    database,
  );
  return (
    <Table.Row h="var(--chartroom-row-height)">
      <Table.Cell>
        <Text fontWeight="medium">{data.databaseName}</Text>
      </Table.Cell>
      <Table.Cell>{data.backend ?? '—'}</Table.Cell>
      <Table.Cell>{yesNo(data.exposeInSqllab)}</Table.Cell>
      <Table.Cell>{yesNo(data.allowFileUpload)}</Table.Cell>
      <Table.Cell>{data.changedOnDeltaHumanized ?? '—'}</Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          {data.allowFileUpload && onUpload ? (
            <Button size="xs" variant="ghost" onClick={onUpload} aria-label={`Upload a file to ${data.databaseName}`}>
              Upload
            </Button>
          ) : null}
          {/* A connection managed by an external tool is edited there, not here. */}
          <RowActions
            name={data.databaseName}
            onEdit={data.isManagedExternally ? undefined : onEdit}
            onExport={onExport}
            onDelete={data.isManagedExternally ? undefined : onDelete}
          />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
