import { Box, chakra, Table } from '@chakra-ui/react';
import { useCrossFilter } from '../crossFilter.ts';
import type { TableChartProps } from './transformProps.ts';

export function TableChartRenderer({ columns, rows, crossColumns, crossValues, cellColors }: TableChartProps) {
  const cross = useCrossFilter();
  // Under DASHBOARD_CROSS_FILTERS a dimension cell is a button: it filters the other charts on its
  // value (the same value again clears it), and the rows holding the emitted value stay marked.
  const emitting = cross && crossValues ? cross : null;
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
          {rows.map((cells, rowIndex) => {
            const values = crossValues?.[rowIndex];
            const marked = emitting?.selected != null && values?.includes(emitting.selected) === true;
            return (
              // Rows have no identity of their own in a query result; their position is it.
              <Table.Row
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={rowIndex}
                bg={marked ? 'blue.subtle' : undefined}
                data-cross-selected={marked || undefined}
              >
                {cells.map((text, columnIndex) => {
                  const column = crossColumns?.[columnIndex];
                  const value = values?.[columnIndex];
                  const colors = cellColors?.[rowIndex]?.[columnIndex];
                  return (
                    <Table.Cell
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional too
                      key={columnIndex}
                      textAlign={columns[columnIndex]?.numeric ? 'end' : 'start'}
                      fontVariantNumeric="tabular-nums"
                      style={colors ? { background: colors.background, color: colors.color } : undefined}
                    >
                      {emitting && column && value != null ? (
                        <chakra.button
                          type="button"
                          textAlign="inherit"
                          cursor="pointer"
                          textDecoration="underline dotted"
                          textUnderlineOffset="3px"
                          _hover={{ color: 'blue.fg' }}
                          aria-pressed={emitting.selected === value}
                          title={`Filter the other charts on ${column}: ${value}`}
                          onClick={() => emitting.emit(column, value)}
                        >
                          {text}
                        </chakra.button>
                      ) : (
                        text
                      )}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
