import { Field, NativeSelect } from '@chakra-ui/react';

export interface DatabaseOption {
  /** The Relay id of the database. */
  readonly id: string;
  readonly name: string;
}

export interface DatabaseSelectProps {
  readonly databases: readonly DatabaseOption[];
  readonly value: string;
  readonly error?: string;
  readonly onChange: (id: string) => void;
}

/** The first of the pickers: which connected database the dataset reads. */
export function DatabaseSelect({ databases, value, error, onChange }: DatabaseSelectProps) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>Database</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">Choose a database</option>
          {databases.map((database) => (
            <option key={database.id} value={database.id}>
              {database.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
