import { Field, Input } from '@chakra-ui/react';

export interface ChartSearchBoxProps {
  readonly value: string;
  readonly onChange?: (value: string) => void;
  readonly disabled?: boolean;
}

export function ChartSearchBox({ value, onChange, disabled }: ChartSearchBoxProps) {
  return (
    <Field.Root maxW="sm">
      <Field.Label srOnly>Search charts</Field.Label>
      <Input
        type="search"
        placeholder="Search charts by name"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </Field.Root>
  );
}
