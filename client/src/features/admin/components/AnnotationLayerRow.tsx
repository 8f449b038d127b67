import { HStack, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { RowActions } from '../../../components/list/RowActions.tsx';
import type { AnnotationLayerRow_layer$key } from './__generated__/AnnotationLayerRow_layer.graphql.ts';

export interface AnnotationLayerRowProps {
  readonly layer: AnnotationLayerRow_layer$key;
  readonly canWrite: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/** One annotation layer: its name, description, who changed it last and when. */
export function AnnotationLayerRow({ layer, canWrite, onEdit, onDelete }: AnnotationLayerRowProps) {
  const data = useFragment(
    graphql`
      fragment AnnotationLayerRow_layer on AnnotationLayer {
        layerId
        name
        descr
        changedOnDeltaHumanized
        changedByName
      }
    `,
    layer,
  );
  return (
    <Table.Row h="var(--chartroom-row-height)">
      <Table.Cell>
        <Link asChild fontWeight="medium">
          <RouterLink to={`/annotationlayer/${data.layerId}/annotation/`}>{data.name}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>
        <Text truncate>{data.descr ?? ''}</Text>
      </Table.Cell>
      <Table.Cell>
        {data.changedOnDeltaHumanized}
        {data.changedByName ? ` by ${data.changedByName}` : ''}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          {canWrite ? <RowActions name={data.name} onEdit={onEdit} onDelete={onDelete} /> : null}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
