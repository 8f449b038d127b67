import { Alert, Badge, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DatasetEditor_dataset$key } from './__generated__/DatasetEditor_dataset.graphql.ts';
import { DatasetEditorForm } from './DatasetEditorForm.tsx';

export const notOwnerMessage =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';
export const managedExternallyMessage = "This dataset is managed externally, and can't be edited in Superset";

export interface DatasetEditorProps {
  readonly dataset: DatasetEditor_dataset$key;
}

/** The dataset editor: who may edit it, then the form over its columns, metrics and settings. */
export function DatasetEditor({ dataset }: DatasetEditorProps) {
  const data = useFragment(
    graphql`
      fragment DatasetEditor_dataset on Dataset {
        id
        datasetId
        tableName
        schema
        databaseName
        datasetKind
        description
        mainDttmCol
        cacheTimeout
        sql
        exploreUrl
        isManagedExternally
        viewerCanEdit
        chartCount
        owners {
          userId
          firstName
          lastName
          username
        }
        columns {
          columnId
          columnName
          verboseName
          type
          isDttm
          pythonDateFormat
          groupby
          filterable
          expression
        }
        metrics {
          metricId
          metricName
          expression
          verboseName
          certifiedBy
          certificationDetails
          warningText
        }
      }
    `,
    dataset,
  );
  // Each save starts a fresh draft from what the server stored.
  const [revision, setRevision] = useState(0);
  const readOnly = !data.viewerCanEdit || data.isManagedExternally;
  const virtual = data.datasetKind === 'VIRTUAL';

  return (
    <Stack gap="4">
      <title>{`Edit ${data.tableName} · Chartroom`}</title>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            Edit dataset {data.tableName}
          </Heading>
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <Badge colorPalette={virtual ? 'purple' : 'gray'}>{virtual ? 'Virtual' : 'Physical'}</Badge>
            <Text>
              {data.databaseName ?? '—'}
              {data.schema ? ` · ${data.schema}` : ''}
            </Text>
          </HStack>
        </Stack>
        <HStack gap="4">
          {data.exploreUrl ? (
            <Link href={data.exploreUrl} colorPalette="blue" color="colorPalette.fg">
              Explore
            </Link>
          ) : null}
          <Link asChild colorPalette="blue" color="colorPalette.fg">
            <RouterLink to="/tablemodelview/list/">Back to datasets</RouterLink>
          </Link>
        </HStack>
      </HStack>
      {data.isManagedExternally ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{managedExternallyMessage}</Alert.Title>
        </Alert.Root>
      ) : !data.viewerCanEdit ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{notOwnerMessage}</Alert.Title>
        </Alert.Root>
      ) : null}
      <DatasetEditorForm
        key={revision}
        dataset={data}
        readOnly={readOnly}
        saveBlockedReason={
          data.isManagedExternally ? managedExternallyMessage : !data.viewerCanEdit ? notOwnerMessage : undefined
        }
        onSaved={() => setRevision((current) => current + 1)}
      />
    </Stack>
  );
}
