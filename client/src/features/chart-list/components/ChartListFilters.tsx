import { vizTypeNames } from '../../../charts/vizTypeNames.ts';
import { ListFilterSelect, yesNoOptions } from '../../../components/list/ListFilterSelect.tsx';
import { relatedOptions, useRestFilterOptions } from '../../../components/list/useRestFilterOptions.ts';

const vizTypeOptions = Object.entries(vizTypeNames).map(([value, label]) => ({ value, label }));

/** The chart list's datasets as options (`GET /api/v1/dataset/`, names ascending). */
function datasetOptions(body: unknown) {
  const result = (body as { result?: unknown } | null)?.result;
  return relatedOptions({
    result: Array.isArray(result)
      ? result.map((row: { id?: unknown; table_name?: unknown }) => ({ value: row.id, text: row.table_name }))
      : [],
  });
}

const datasetsUrl =
  '/api/v1/dataset/?q=(columns:!(id,table_name),order_column:table_name,order_direction:asc,page_size:100)';

export interface ChartListFiltersProps {
  readonly values: Readonly<Record<string, string>>;
  readonly onChange: (name: string, value: string) => void;
}

/** Owner, created by, viz type, dataset, certified and favourite: the chart list's filters (spec 002). */
export function ChartListFilters({ values, onChange }: ChartListFiltersProps) {
  const owners = useRestFilterOptions('/api/v1/chart/related/owners?q=(page_size:100)');
  const creators = useRestFilterOptions('/api/v1/chart/related/created_by?q=(page_size:100)');
  const datasets = useRestFilterOptions(datasetsUrl, datasetOptions);
  const select = (name: string, label: string, options: readonly { value: string; label: string }[]) => (
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
      {select('createdBy', 'Created by', creators)}
      {select('vizType', 'Chart type', vizTypeOptions)}
      {select('dataset', 'Dataset', datasets)}
      {select('certified', 'Certified', yesNoOptions)}
      {select('favorite', 'Favourite', yesNoOptions)}
    </>
  );
}
