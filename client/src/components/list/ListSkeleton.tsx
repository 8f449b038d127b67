import { HStack, Skeleton, Stack, Table } from '@chakra-ui/react';
import { type ListColumn, ListColumns } from './ListColumns.tsx';
import { ListSearchBox } from './ListSearchBox.tsx';

const rows = Array.from({ length: 10 }, (_, index) => index);
const widths = [60, 45, 50, 35, 40, 55];

export interface ListSkeletonProps {
  readonly noun: string;
  readonly columns: readonly ListColumn[];
  readonly search?: string;
  readonly selectable?: boolean;
}

/** The list's layout with placeholders: same toolbar, columns and row height as the loaded table. */
export function ListSkeleton({ noun, columns, search = '', selectable }: ListSkeletonProps) {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
      <HStack justify="space-between" minH="10" wrap="wrap">
        <ListSearchBox noun={noun} value={search} disabled />
        <Skeleton h="5" w="24" />
      </HStack>
      <Skeleton h="10" />
      <Table.Root size="md" tableLayout="fixed">
        <ListColumns
          columns={columns}
          selection={selectable ? { all: false, some: false, onToggleAll: () => {} } : undefined}
        />
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row} h="var(--chartroom-row-height)">
              {selectable ? <Table.Cell /> : null}
              {columns.map((column, index) => (
                <Table.Cell key={column.id}>
                  <Skeleton h="4" w={`${widths[index % widths.length]}%`} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
