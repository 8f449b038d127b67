import { Badge, Code, HStack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { RowActions } from '../../../components/list/RowActions.tsx';
import type { RlsRow_rule$key } from './__generated__/RlsRow_rule.graphql.ts';

export interface RlsRowProps {
  readonly rule: RlsRow_rule$key;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/** One row level security rule: what it filters, for whom, and how. */
export function RlsRow({ rule, onEdit, onDelete }: RlsRowProps) {
  const data = useFragment(
    graphql`
      fragment RlsRow_rule on RowLevelSecurityRule {
        name
        description
        filterType
        groupKey
        clause
        tables {
          datasetId
          tableName
        }
        roles {
          roleId
          name
        }
      }
    `,
    rule,
  );
  return (
    <Table.Row h="var(--chartroom-row-height)">
      <Table.Cell>
        <Text fontWeight="medium">{data.name}</Text>
        {data.description ? (
          <Text textStyle="xs" color="fg.muted" truncate>
            {data.description}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={data.filterType === 'Base' ? 'purple' : 'blue'}>{data.filterType}</Badge>
      </Table.Cell>
      <Table.Cell>
        <Text truncate>{data.tables.map((t) => t.tableName).join(', ')}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text truncate>{data.roles.map((r) => r.name).join(', ') || '—'}</Text>
      </Table.Cell>
      <Table.Cell>{data.groupKey ?? ''}</Table.Cell>
      <Table.Cell>
        <Code truncate maxW="full" display="block">
          {data.clause}
        </Code>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          <RowActions name={data.name} onEdit={onEdit} onDelete={onDelete} />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
