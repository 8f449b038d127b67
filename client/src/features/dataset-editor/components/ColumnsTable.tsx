import { Field, IconButton, Input, Table, Text } from '@chakra-ui/react';
import type { ColumnDraft, DraftErrors } from '../state/datasetDraft.ts';
import { FlagCheckbox } from './FlagCheckbox.tsx';

export interface ColumnsTableProps {
  readonly columns: readonly ColumnDraft[];
  readonly errors: DraftErrors;
  readonly readOnly: boolean;
  /** Calculated columns: name, SQL expression and type are editable and a column can be removed. */
  readonly calculated?: boolean;
  readonly onChange: (columns: readonly ColumnDraft[]) => void;
}

/** How a row is named in labels: its column name, or its position while it has none. */
function rowName(column: ColumnDraft, index: number, calculated: boolean): string {
  return column.columnName.trim() || (calculated ? `calculated column ${index + 1}` : `column ${index + 1}`);
}

/** The columns of a dataset, one row each: label, type and the temporal, group-by and filter flags. */
export function ColumnsTable({ columns, errors, readOnly, calculated = false, onChange }: ColumnsTableProps) {
  const update = (key: string, patch: Partial<ColumnDraft>) =>
    onChange(columns.map((column) => (column.key === key ? { ...column, ...patch } : column)));
  const error = (column: ColumnDraft, field: string) => errors[`columns.${column.key}.${field}`];

  if (columns.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        {calculated ? 'No calculated columns yet.' : 'This dataset has no columns.'}
      </Text>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={calculated ? 'Calculated columns' : 'Columns'}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Column</Table.ColumnHeader>
            {calculated ? <Table.ColumnHeader>SQL expression</Table.ColumnHeader> : null}
            <Table.ColumnHeader>Label</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Is temporal</Table.ColumnHeader>
            <Table.ColumnHeader>Datetime format</Table.ColumnHeader>
            <Table.ColumnHeader>Is groupable</Table.ColumnHeader>
            <Table.ColumnHeader>Is filterable</Table.ColumnHeader>
            {calculated && !readOnly ? <Table.ColumnHeader srOnly>Remove</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {columns.map((column, index) => {
            const name = rowName(column, index, calculated);
            return (
              <Table.Row key={column.key}>
                <Table.Cell minW="40">
                  {calculated ? (
                    <Field.Root invalid={Boolean(error(column, 'columnName'))}>
                      <Input
                        size="sm"
                        aria-label={`Name of ${name}`}
                        value={column.columnName}
                        disabled={readOnly}
                        onChange={(event) => update(column.key, { columnName: event.currentTarget.value })}
                      />
                      <Field.ErrorText>{error(column, 'columnName')}</Field.ErrorText>
                    </Field.Root>
                  ) : (
                    <Text fontFamily="mono" fontSize="sm">
                      {column.columnName}
                    </Text>
                  )}
                </Table.Cell>
                {calculated ? (
                  <Table.Cell minW="56">
                    <Field.Root invalid={Boolean(error(column, 'expression'))}>
                      <Input
                        size="sm"
                        fontFamily="mono"
                        aria-label={`SQL expression of ${name}`}
                        value={column.expression}
                        disabled={readOnly}
                        onChange={(event) => update(column.key, { expression: event.currentTarget.value })}
                      />
                      <Field.ErrorText>{error(column, 'expression')}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                ) : null}
                <Table.Cell minW="40">
                  <Input
                    size="sm"
                    aria-label={`Label of ${name}`}
                    value={column.verboseName}
                    disabled={readOnly}
                    onChange={(event) => update(column.key, { verboseName: event.currentTarget.value })}
                  />
                </Table.Cell>
                <Table.Cell minW="28">
                  {calculated ? (
                    <Input
                      size="sm"
                      aria-label={`Type of ${name}`}
                      value={column.type}
                      disabled={readOnly}
                      onChange={(event) => update(column.key, { type: event.currentTarget.value })}
                    />
                  ) : (
                    <Text fontSize="sm">{column.type || '—'}</Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <FlagCheckbox
                    label={`${name} is temporal`}
                    checked={column.isDttm}
                    disabled={readOnly}
                    onChange={(isDttm) => update(column.key, { isDttm })}
                  />
                </Table.Cell>
                <Table.Cell minW="32">
                  {column.isDttm ? (
                    <Input
                      size="sm"
                      fontFamily="mono"
                      aria-label={`Datetime format of ${name}`}
                      placeholder="%Y-%m-%d"
                      title="How dates stored as text or numbers read: a strftime pattern, epoch_s or epoch_ms; empty for native dates"
                      value={column.pythonDateFormat}
                      disabled={readOnly}
                      onChange={(event) => update(column.key, { pythonDateFormat: event.currentTarget.value })}
                    />
                  ) : (
                    <Text color="fg.subtle">—</Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <FlagCheckbox
                    label={`${name} is groupable`}
                    checked={column.groupby}
                    disabled={readOnly}
                    onChange={(groupby) => update(column.key, { groupby })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <FlagCheckbox
                    label={`${name} is filterable`}
                    checked={column.filterable}
                    disabled={readOnly}
                    onChange={(filterable) => update(column.key, { filterable })}
                  />
                </Table.Cell>
                {calculated && !readOnly ? (
                  <Table.Cell>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Remove ${name}`}
                      title="Remove"
                      onClick={() => onChange(columns.filter((candidate) => candidate.key !== column.key))}
                    >
                      <span aria-hidden="true">✕</span>
                    </IconButton>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
