import { HStack, Skeleton, Stack, Table } from '@chakra-ui/react';
import { ChartListColumns } from './ChartListColumns.tsx';
import { ChartSearchBox } from './ChartSearchBox.tsx';

const rows = Array.from({ length: 10 }, (_, index) => index);

/** The list's layout with placeholders: same toolbar, columns and row height as the loaded table. */
export function ChartListSkeleton({ search = '' }: { search?: string }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading charts">
      <HStack justify="space-between" minH="10">
        <ChartSearchBox value={search} disabled />
        <Skeleton h="5" w="24" />
      </HStack>
      <Table.Root size="md" tableLayout="fixed">
        <ChartListColumns />
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row} h="var(--chartroom-row-height)">
              {[60, 45, 50, 35].map((width) => (
                <Table.Cell key={width}>
                  <Skeleton h="4" w={`${width}%`} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
