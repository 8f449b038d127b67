import { Checkbox, Table } from '@chakra-ui/react';

export interface ListSelectCellProps {
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** The bulk-select checkbox of one row, labelled by what the row is. */
export function ListSelectCell({ name, checked, onChange }: ListSelectCellProps) {
  return (
    <Table.Cell>
      <Checkbox.Root
        size="sm"
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        aria-label={`Select ${name}`}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
      </Checkbox.Root>
    </Table.Cell>
  );
}
