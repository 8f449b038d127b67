import { Field, NativeSelect } from '@chakra-ui/react';
import type { ListSort } from './listState.ts';

export interface ListSortOption {
  readonly field: string;
  readonly label: string;
}

export interface ListSortSelectProps {
  readonly sort: ListSort;
  readonly options: readonly ListSortOption[];
  readonly onChange: (field: string, direction: 'ASC' | 'DESC') => void;
}

/** The sort for every view (cards have no column headers to click). */
export function ListSortSelect({ sort, options, onChange }: ListSortSelectProps) {
  return (
    <Field.Root w="auto" minW="44">
      <Field.Label fontSize="xs" color="fg.muted" mb="0">
        Sort
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={`${sort.field}.${sort.direction}`}
          onChange={(event) => {
            const [field, direction] = event.currentTarget.value.split('.');
            if (field && (direction === 'ASC' || direction === 'DESC')) onChange(field, direction);
          }}
        >
          {options.flatMap((option) => [
            <option key={`${option.field}.ASC`} value={`${option.field}.ASC`}>
              {option.label} ↑
            </option>,
            <option key={`${option.field}.DESC`} value={`${option.field}.DESC`}>
              {option.label} ↓
            </option>,
          ])}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
