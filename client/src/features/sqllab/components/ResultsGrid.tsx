import { Box, Button, Flex } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { formatCell, nextSort, type Row, type Sort, sortRows } from '../state/rows.ts';

const ROW_HEIGHT = 28;
const COLUMN_WIDTH = 160;

export interface ResultsGridProps {
  readonly columns: readonly string[];
  readonly rows: readonly Row[];
  readonly sort: Sort | null;
  readonly onSortChange: (sort: Sort | null) => void;
}

/**
 * The result rows: only the rows in view are in the page (100,000 rows scroll as smoothly as
 * 100); a header click sorts ascending, descending, then back to the database's order.
 */
export function ResultsGrid({ columns, rows, sort, onSortChange }: ResultsGridProps) {
  // The parent sorts too (copy takes the rows in the order shown); this memo is the grid's own.
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const width = Math.max(columns.length * COLUMN_WIDTH, 320);
  const template = `repeat(${columns.length}, ${COLUMN_WIDTH}px)`;
  return (
    <Box
      ref={scroller}
      role="grid"
      aria-label="Results"
      aria-rowcount={sorted.length + 1}
      aria-colcount={columns.length}
      overflow="auto"
      h="full"
      minH="0"
      borderWidth="1px"
      rounded="md"
      fontSize="sm"
      tabIndex={0}
    >
      <Box w={`${width}px`} position="relative">
        <Box
          role="row"
          aria-rowindex={1}
          display="grid"
          gridTemplateColumns={template}
          position="sticky"
          top="0"
          zIndex="1"
          bg="bg.subtle"
          borderBottomWidth="1px"
        >
          {columns.map((column) => (
            <Flex
              key={column}
              role="columnheader"
              aria-sort={sort?.column === column ? sort.direction : 'none'}
              align="center"
              px="1"
            >
              <Button
                size="xs"
                variant="ghost"
                fontWeight="semibold"
                w="full"
                justifyContent="flex-start"
                aria-label={`Sort by ${column}`}
                onClick={() => onSortChange(nextSort(sort, column))}
              >
                <Box as="span" truncate>
                  {column}
                </Box>
                {sort?.column === column ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : null}
              </Button>
            </Flex>
          ))}
        </Box>
        <Box position="relative" h={`${virtualizer.getTotalSize()}px`}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = sorted[item.index] ?? {};
            return (
              <Box
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                display="grid"
                gridTemplateColumns={template}
                position="absolute"
                top="0"
                left="0"
                w="full"
                h={`${ROW_HEIGHT}px`}
                transform={`translateY(${item.start}px)`}
                borderBottomWidth="1px"
                borderColor="border.muted"
              >
                {columns.map((column) => {
                  const value = row[column];
                  return (
                    <Box
                      key={column}
                      role="gridcell"
                      px="2"
                      lineHeight={`${ROW_HEIGHT}px`}
                      truncate
                      title={formatCell(value)}
                      color={value === null || value === undefined ? 'fg.muted' : undefined}
                      fontFamily={typeof value === 'number' ? 'mono' : undefined}
                      textAlign={typeof value === 'number' ? 'end' : undefined}
                    >
                      {formatCell(value)}
                    </Box>
                  );
                })}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
