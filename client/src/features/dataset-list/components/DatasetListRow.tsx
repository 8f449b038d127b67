import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { ListSelectCell } from '../../../components/list/ListSelectCell.tsx';
import type { RowSelection } from '../../../components/list/ResourceList.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import type { DatasetListRow_dataset$key } from './__generated__/DatasetListRow_dataset.graphql.ts';

export interface DatasetListRowProps {
  readonly dataset: DatasetListRow_dataset$key;
  readonly selection?: RowSelection;
  readonly onDelete?: () => void;
  readonly onExport?: () => void;
}

export function DatasetListRow({ dataset, selection, onDelete, onExport }: DatasetListRowProps) {
  const data = useFragment(
    graphql`
      fragment DatasetListRow_dataset on Dataset {
        datasetId
        tableName
        datasetKind
        databaseName
        schema
        exploreUrl
        changedOn
        changedOnDeltaHumanized
        viewerCanEdit
        viewerCanDelete
        owners {
          firstName
          lastName
        }
      }
    `,
    dataset,
  );
  const owners = data.owners.map((owner) => `${owner.firstName} ${owner.lastName}`.trim()).join(', ');
  return (
    <Table.Row h="var(--chartroom-row-height)">
      {selection ? <ListSelectCell name={data.tableName} {...selection} /> : null}
      <Table.Cell>
        {data.exploreUrl ? (
          <Link href={data.exploreUrl} fontWeight="medium" colorPalette="blue" color="colorPalette.fg">
            {data.tableName}
          </Link>
        ) : (
          <Text fontWeight="medium">{data.tableName}</Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={data.datasetKind === 'VIRTUAL' ? 'purple' : 'gray'}>
          {data.datasetKind === 'VIRTUAL' ? 'Virtual' : 'Physical'}
        </Badge>
      </Table.Cell>
      <Table.Cell>{data.databaseName ?? '—'}</Table.Cell>
      <Table.Cell>{data.schema ?? '—'}</Table.Cell>
      <Table.Cell>
        <Text lineClamp={1}>{owners || '—'}</Text>
      </Table.Cell>
      <Table.Cell>
        {data.changedOn ? (
          <time dateTime={data.changedOn} title={data.changedOn}>
            {data.changedOnDeltaHumanized}
          </time>
        ) : (
          '—'
        )}
      </Table.Cell>
      <Table.Cell>
        {/* Only its owners (or admins) may edit or delete a dataset. */}
        <RowActions
          name={data.tableName}
          editTo={data.viewerCanEdit ? `/tablemodelview/edit/${data.datasetId}/` : undefined}
          onDelete={data.viewerCanDelete ? onDelete : undefined}
          onExport={onExport}
        />
      </Table.Cell>
    </Table.Row>
  );
}
