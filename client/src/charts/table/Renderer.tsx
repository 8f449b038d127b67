import { Box, chakra, Table } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useCrossFilter } from '../crossFilter.ts';
import type { TableChartProps } from './transformProps.ts';

/** Above this many rows only the rows in view (and a margin) are in the page. */
export const VIRTUAL_ROW_THRESHOLD = 200;
/** A small table row's height, kept by every row of a long table. */
const ROW_HEIGHT = 37;

export function TableChartRenderer({ columns, rows, crossColumns, crossValues, cellColors }: TableChartProps) {
  const cross = useCrossFilter();
  // Under DASHBOARD_CROSS_FILTERS a dimension cell is a button: it filters the other charts on its
  // value (the same value again clears it), and the rows holding the emitted value stay marked.
  const emitting = cross && crossValues ? cross : null;
  // Thousands of rows in the document make the first draw take seconds: a long table keeps only
  // the rows in view, with spacer rows standing for the others so the scroll bar stays true.
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_ROW_THRESHOLD;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 15,
    enabled: virtual,
    // Before the first measure (and where there is no layout, as in tests) a screenful is drawn.
    initialRect: { width: 800, height: 600 },
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const shown = items ? items.map((item) => item.index) : rows.map((_, index) => index);
  const padTop = items?.[0]?.start ?? 0;
  const padBottom = items ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return (
    <Box ref={scroller} h="full" overflow="auto" tabIndex={0} aria-label="Table chart (scrollable)">
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
          {padTop > 0 ? <tr aria-hidden style={{ height: padTop }} /> : null}
          {shown.map((rowIndex) => {
            const cells = rows[rowIndex] ?? [];
            const values = crossValues?.[rowIndex];
            const marked = emitting?.selected != null && values?.includes(emitting.selected) === true;
            return (
              // Rows have no identity of their own in a query result; their position is it.
              <Table.Row
                key={rowIndex}
                data-index={rowIndex}
                // One line per row when virtual: every row is as high as the virtualizer counts.
                {...(virtual ? { h: `${ROW_HEIGHT}px`, whiteSpace: 'nowrap' } : {})}
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
          {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
