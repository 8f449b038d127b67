import { Box, Button, Checkbox, Table } from '@chakra-ui/react';
import type { ListSort } from './listState.ts';

export interface ListColumn {
  readonly id: string;
  readonly header: string;
  /** Share of the table's width, e.g. '30%'; fixed so rows arriving move nothing. */
  readonly width: string;
  /** The resource's order field when the server can sort by this column. */
  readonly sortField?: string;
  /** Hides the header text (e.g. the favourite star column) but keeps it for screen readers. */
  readonly srOnly?: boolean;
}

export interface ListColumnsProps {
  readonly columns: readonly ListColumn[];
  readonly sort?: ListSort;
  readonly onSort?: (field: string, direction: 'ASC' | 'DESC') => void;
  /** Present when rows can be selected for bulk actions. */
  readonly selection?: {
    readonly all: boolean;
    readonly some: boolean;
    readonly onToggleAll: (checked: boolean) => void;
  };
}

function ariaSort(column: ListColumn, sort?: ListSort): 'ascending' | 'descending' | undefined {
  if (!column.sortField || sort?.field !== column.sortField) return undefined;
  return sort.direction === 'ASC' ? 'ascending' : 'descending';
}

/** Column widths and headers, shared by a list table and its skeleton. */
export function ListColumns({ columns, sort, onSort, selection }: ListColumnsProps) {
  return (
    <>
      <Table.ColumnGroup>
        {selection ? <Table.Column htmlWidth="44px" /> : null}
        {columns.map((column) => (
          <Table.Column key={column.id} htmlWidth={column.width} />
        ))}
      </Table.ColumnGroup>
      <Table.Header>
        <Table.Row>
          {selection ? (
            <Table.ColumnHeader>
              <Checkbox.Root
                size="sm"
                checked={selection.all ? true : selection.some ? 'indeterminate' : false}
                onCheckedChange={(details) => selection.onToggleAll(details.checked === true)}
                aria-label="Select all on this page"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
          ) : null}
          {columns.map((column) => {
            const current = ariaSort(column, sort);
            const label = column.srOnly ? <Box srOnly>{column.header}</Box> : column.header;
            return (
              <Table.ColumnHeader key={column.id} scope="col" aria-sort={current}>
                {column.sortField && onSort ? (
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    fontWeight="inherit"
                    onClick={() => onSort(column.sortField as string, current === 'ascending' ? 'DESC' : 'ASC')}
                    aria-label={`Sort by ${column.header}`}
                  >
                    {label}
                    <Box as="span" aria-hidden="true" w="3" color="fg.muted">
                      {current === 'ascending' ? '▲' : current === 'descending' ? '▼' : ''}
                    </Box>
                  </Button>
                ) : (
                  label
                )}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
    </>
  );
}
