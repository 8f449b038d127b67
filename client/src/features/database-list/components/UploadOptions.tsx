import { Checkbox, Field, Input, SimpleGrid } from '@chakra-ui/react';

/** Superset's CSV reading options, by form field name. */
export type UploadOptionValues = Record<string, string>;

const TEXT_OPTIONS: readonly { field: string; label: string; help?: string; only?: 'csv' | 'excel' }[] = [
  { field: 'sheet_name', label: 'Sheet name', help: 'The first sheet when empty', only: 'excel' },
  { field: 'delimiter', label: 'Delimiter', help: 'Guessed when empty', only: 'csv' },
  { field: 'encoding', label: 'Encoding', help: 'utf-8 when empty; e.g. latin1', only: 'csv' },
  { field: 'header_row', label: 'Header row', help: 'Counted from 0 after the skipped rows' },
  { field: 'skip_rows', label: 'Rows to skip', help: 'Lines before the header' },
  { field: 'rows_to_read', label: 'Rows to read', help: 'All when empty' },
  { field: 'null_values', label: 'Null values', help: 'Comma-separated, e.g. n/a,-' },
  { field: 'columns_read', label: 'Columns to read', help: 'Comma-separated; all when empty' },
  { field: 'column_dates', label: 'Columns to parse as dates', help: 'Comma-separated' },
  { field: 'index_column', label: 'Index column', help: 'Left out of the table unless written below' },
  { field: 'decimal_character', label: 'Decimal character', help: '. when empty' },
  { field: 'thousands', label: 'Thousands separator' },
  { field: 'column_data_types', label: 'Column data types', help: 'JSON, e.g. {"zip": "str"}' },
];

/** Yes/no options: `on` is sent when ticked and the default is not, `off` when unticked and the default is. */
const CHECK_OPTIONS: readonly {
  field: string;
  label: string;
  ticked: boolean;
  only?: 'csv' | 'excel';
}[] = [
  { field: 'day_first', label: 'Dates are day first (31/01/2024)', ticked: false },
  { field: 'dataframe_index', label: 'Write the index as a column', ticked: false },
  { field: 'skip_initial_space', label: 'Skip spaces after delimiter', ticked: false, only: 'csv' },
  { field: 'skip_blank_lines', label: 'Skip blank lines', ticked: true, only: 'csv' },
];

/** The options that apply to a file of this type (what the form sends). */
export function optionsFor(type: 'csv' | 'excel', values: UploadOptionValues): UploadOptionValues {
  const other = type === 'csv' ? 'excel' : 'csv';
  const excluded = new Set([...TEXT_OPTIONS, ...CHECK_OPTIONS].filter((o) => o.only === other).map((o) => o.field));
  return Object.fromEntries(Object.entries(values).filter(([field]) => !excluded.has(field)));
}

export interface UploadOptionsProps {
  readonly type: 'csv' | 'excel';
  readonly values: UploadOptionValues;
  readonly onChange: (values: UploadOptionValues) => void;
  readonly disabled: boolean;
}

/** The reading options of the upload dialog (CSV or Excel), each sent as Superset's form field when filled in. */
export function UploadOptions({ type, values, onChange, disabled }: UploadOptionsProps) {
  const set = (field: string, value: string) => onChange({ ...values, [field]: value });
  return (
    <SimpleGrid columns={2} gap="3">
      {TEXT_OPTIONS.filter((option) => !option.only || option.only === type).map((option) => (
        <Field.Root key={option.field} disabled={disabled}>
          <Field.Label>{option.label}</Field.Label>
          <Input
            size="sm"
            name={option.field}
            value={values[option.field] ?? ''}
            onChange={(event) => set(option.field, event.currentTarget.value)}
          />
          {option.help ? <Field.HelperText>{option.help}</Field.HelperText> : null}
        </Field.Root>
      ))}
      {CHECK_OPTIONS.filter((option) => !option.only || option.only === type).map((option) => {
        const ticked =
          values[option.field] === undefined || values[option.field] === ''
            ? option.ticked
            : values[option.field] === 'true';
        return (
          <Checkbox.Root
            key={option.field}
            disabled={disabled}
            checked={ticked}
            onCheckedChange={(details) => {
              const now = details.checked === true;
              set(option.field, now === option.ticked ? '' : String(now));
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        );
      })}
    </SimpleGrid>
  );
}
