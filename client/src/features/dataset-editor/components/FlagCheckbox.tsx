import { Checkbox } from '@chakra-ui/react';

export interface FlagCheckboxProps {
  /** The accessible name, e.g. 'ordered_at is temporal'. */
  readonly label: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** A yes/no flag in a table cell, named for assistive technology by what it says about the row. */
export function FlagCheckbox({ label, checked, disabled, onChange }: FlagCheckboxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      aria-label={label}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
