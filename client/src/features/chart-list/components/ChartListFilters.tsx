import { graphql } from 'react-relay';
import { vizTypeNames } from '../../../charts/vizTypeNames.ts';
import { ListFilterSelect, yesNoOptions } from '../../../components/list/ListFilterSelect.tsx';
import { useQueryOptions } from '../../../components/list/useQueryOptions.ts';
import { useRelatedUserOptions } from '../../../components/list/useRelatedUserOptions.ts';
import { useTagOptions } from '../../../components/tags/useTagOptions.ts';
import type { ChartListFiltersDatasetsQuery } from './__generated__/ChartListFiltersDatasetsQuery.graphql.ts';

const vizTypeOptions = Object.entries(vizTypeNames).map(([value, label]) => ({ value, label }));

/** The datasets the chart list filters by: the first 100 by name. */
const datasetsQuery = graphql`
  query ChartListFiltersDatasetsQuery {
    datasets(first: 100, orderBy: { field: TABLE_NAME, direction: ASC }) {
      edges {
        node {
          datasetId
          tableName
        }
      }
    }
  }
`;

const noVariables = {};

const readDatasets = (data: ChartListFiltersDatasetsQuery['response']) =>
  data.datasets.edges.map(({ node }) => ({ value: String(node.datasetId), label: node.tableName }));

export interface ChartListFiltersProps {
  readonly values: Readonly<Record<string, string>>;
  readonly onChange: (name: string, value: string) => void;
}

/** Owner, created by, viz type, dataset, tag, certified and favourite: the chart list's filters. */
export function ChartListFilters({ values, onChange }: ChartListFiltersProps) {
  const owners = useRelatedUserOptions('CHART', 'OWNERS');
  const creators = useRelatedUserOptions('CHART', 'CREATED_BY');
  const datasets = useQueryOptions<ChartListFiltersDatasetsQuery>(datasetsQuery, noVariables, readDatasets);
  const tags = useTagOptions();
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
      {select('tag', 'Tag', tags)}
      {select('certified', 'Certified', yesNoOptions)}
      {select('favorite', 'Favourite', yesNoOptions)}
    </>
  );
}
