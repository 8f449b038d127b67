import { Field, Input } from '@chakra-ui/react';

export interface ListSearchBoxProps {
  /** Plural noun of the resource, e.g. 'charts'. */
  readonly noun: string;
  readonly value: string;
  readonly placeholder?: string;
  readonly onChange?: (value: string) => void;
  readonly disabled?: boolean;
}

export function ListSearchBox({ noun, value, placeholder, onChange, disabled }: ListSearchBoxProps) {
  return (
    <Field.Root maxW="sm" minW="48" flex="1">
      <Field.Label srOnly>Search {noun}</Field.Label>
      <Input
        type="search"
        placeholder={placeholder ?? `Search ${noun}`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </Field.Root>
  );
}
