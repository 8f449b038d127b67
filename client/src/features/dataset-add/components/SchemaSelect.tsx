import { Field, NativeSelect, Skeleton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SchemaSelectQuery } from './__generated__/SchemaSelectQuery.graphql.ts';

export interface SchemaSelectProps {
  /** The Relay id of the chosen database. */
  readonly databaseId: string;
  readonly value: string;
  readonly error?: string;
  /** A table needs its schema; a SQL dataset may leave it to the database's default. */
  readonly required?: boolean;
  readonly onChange: (schema: string) => void;
}

function SchemaOptions({ databaseId, value, error, required = true, onChange }: SchemaSelectProps) {
  const data = useLazyLoadQuery<SchemaSelectQuery>(
    graphql`
      query SchemaSelectQuery($id: ID!) {
        node(id: $id) {
          ... on Database {
            schemas
          }
        }
      }
    `,
    { id: databaseId },
    { fetchPolicy: 'store-or-network' },
  );
  const schemas = data.node?.schemas ?? [];
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>Schema</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">
            {!schemas.length ? 'This database has no schemas' : required ? 'Choose a schema' : 'Default schema'}
          </option>
          {schemas.map((schema) => (
            <option key={schema} value={schema}>
              {schema}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The second picker: a schema of the chosen database, read from the database itself. */
export function SchemaSelect(props: SchemaSelectProps) {
  return (
    <Suspense fallback={<Skeleton h="16" w="full" aria-label="Loading schemas" />}>
      <SchemaOptions {...props} />
    </Suspense>
  );
}
