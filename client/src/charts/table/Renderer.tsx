import { Box, Table } from '@chakra-ui/react';
import type { TableChartProps } from './transformProps.ts';

export function TableChartRenderer({ columns, rows }: TableChartProps) {
  return (
    <Box h="full" overflow="auto" tabIndex={0} aria-label="Table chart (scrollable)">
      <Table.Root size="sm" stickyHeader interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.numeric ? 'end' : 'start'}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, rowIndex) => (
            // Rows have no identity of their own in a query result; their position is it.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Row key={rowIndex}>
              {cells.map((text, columnIndex) => (
                <Table.Cell
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional too
                  key={columnIndex}
                  textAlign={columns[columnIndex]?.numeric ? 'end' : 'start'}
                  fontVariantNumeric="tabular-nums"
                >
                  {text}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
