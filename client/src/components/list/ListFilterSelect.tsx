import { Field, NativeSelect } from '@chakra-ui/react';

export interface ListFilterOption {
  readonly value: string;
  readonly label: string;
}

export interface ListFilterSelectProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly ListFilterOption[];
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
}

/** One filter of a list; '' means any. A native select: keyboard and screen readers for free. */
export function ListFilterSelect({ label, value, options, onChange, disabled }: ListFilterSelectProps) {
  return (
    <Field.Root w="auto" minW="36">
      <Field.Label fontSize="xs" color="fg.muted" mb="0">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">Any</option>
          {/* A value from the URL whose choices are still loading stays chosen, not silently "Any". */}
          {value && !options.some((option) => option.value === value) ? <option value={value}>{value}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export const yesNoOptions: readonly ListFilterOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
