import { Box, Table } from '@chakra-ui/react';
import type { PivotTableProps } from './transformProps.ts';

/** The cross table, drawn with Chakra: merged headers, totals and subtotals in bold. */
export function Renderer(props: PivotTableProps) {
  const rowLevels = Math.max(1, props.rowLevelNames.length);
  const headerRows = props.columnHeaderRows.length ? props.columnHeaderRows : [[]];
  return (
    <Box h="full" w="full" overflow="auto" tabIndex={0} aria-label="Pivot table">
      <Table.Root size="sm" stickyHeader showColumnBorder width="auto" minW="full">
        <Table.Header>
          {headerRows.map((cells, level) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: header rows are levels, fixed by position
            <Table.Row key={level}>
              {level === 0 ? (
                props.rowLevelNames.length ? (
                  props.rowLevelNames.map((name) => (
                    <Table.ColumnHeader key={name} rowSpan={headerRows.length} verticalAlign="bottom">
                      {name}
                    </Table.ColumnHeader>
                  ))
                ) : (
                  <Table.ColumnHeader rowSpan={headerRows.length} colSpan={rowLevels} />
                )
              ) : null}
              {cells.map((cell, i) => (
                <Table.ColumnHeader
                  // biome-ignore lint/suspicious/noArrayIndexKey: header cells repeat labels; their position is their identity
                  key={i}
                  colSpan={cell.span}
                  textAlign="center"
                  fontWeight={cell.total ? 'bold' : 'semibold'}
                >
                  {cell.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {props.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: body rows are positions in the pivot
            <Table.Row key={index} fontWeight={row.total ? 'bold' : undefined}>
              {row.headers.map((header, i) => (
                <Table.ColumnHeader
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  scope="row"
                  rowSpan={header.span}
                  colSpan={header.colSpan}
                  verticalAlign="top"
                  fontWeight={header.total ? 'bold' : 'medium'}
                >
                  {header.label}
                </Table.ColumnHeader>
              ))}
              {row.cells.map((cell, i) => (
                <Table.Cell
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  fontWeight={cell.total ? 'bold' : undefined}
                  whiteSpace="nowrap"
                  style={cell.background ? formattedCellStyle(cell.background) : undefined}
                >
                  {cell.text}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * A conditionally formatted cell: the rule's translucent colour laid over white, with dark text, so
 * it reads the same (and keeps its contrast) in the light and the dark theme, as in Superset.
 */
function formattedCellStyle(background: string) {
  return { background: `linear-gradient(${background}, ${background}), #ffffff`, color: '#1a1a1a' };
}
