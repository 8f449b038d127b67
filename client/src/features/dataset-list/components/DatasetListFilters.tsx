import { type ListFilterOption, ListFilterSelect, yesNoOptions } from '../../../components/list/ListFilterSelect.tsx';
import { useRelatedUserOptions } from '../../../components/list/useRelatedUserOptions.ts';

const kindOptions = [
  { value: 'PHYSICAL', label: 'Physical' },
  { value: 'VIRTUAL', label: 'Virtual' },
];

export interface DatasetListFiltersProps {
  readonly values: Readonly<Record<string, string>>;
  readonly onChange: (name: string, value: string) => void;
  readonly databases: readonly ListFilterOption[];
}

/** Owner, type, database, certified and "owned by me": the dataset list's filters (spec 002). */
export function DatasetListFilters({ values, onChange, databases }: DatasetListFiltersProps) {
  const owners = useRelatedUserOptions('DATASET', 'OWNERS');
  const select = (name: string, label: string, options: readonly ListFilterOption[]) => (
    <ListFilterSelect
      key={name}
      label={label}
      value={values[name] ?? ''}
      options={options}
      onChange={(value) => onChange(name, value)}
    />
  );
  return (
    <>
      {select('owner', 'Owner', owners)}
      {select('kind', 'Type', kindOptions)}
      {select('database', 'Database', databases)}
      {select('certified', 'Certified', yesNoOptions)}
      {select('owned', 'Owned by me', [{ value: 'true', label: 'Yes' }])}
    </>
  );
}
