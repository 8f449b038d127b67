import { Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { requiredMessage } from '../../dataset-editor/state/datasetDraft.ts';
import { type AfterCreate, useCreateDataset } from '../state/useCreateDataset.ts';
import { CreateButtons } from './CreateButtons.tsx';
import { CreateError } from './CreateError.tsx';
import { type DatabaseOption, DatabaseSelect } from './DatabaseSelect.tsx';
import { SchemaSelect } from './SchemaSelect.tsx';
import { TablePicker } from './TablePicker.tsx';

export interface DatasetFromTableFormProps {
  readonly databases: readonly DatabaseOption[];
}

/** Database, then schema, then table: each picker appears once the one before has a value. */
export function DatasetFromTableForm({ databases }: DatasetFromTableFormProps) {
  const [databaseId, setDatabaseId] = useState(databases.length === 1 ? (databases[0]?.id ?? '') : '');
  const [schema, setSchema] = useState('');
  const [table, setTable] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create, creating, error } = useCreateDataset();

  const submit = (then: AfterCreate) => {
    const found: Record<string, string> = {};
    if (!databaseId) found.database = requiredMessage;
    if (!schema) found.schema = requiredMessage;
    if (!table) found.table = requiredMessage;
    setErrors(found);
    if (Object.keys(found).length === 0) create({ databaseId, schema, tableName: table }, then);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit('editor');
  };

  return (
    <form onSubmit={onSubmit} aria-label="Create a dataset from a table" noValidate>
      <Stack gap="4">
        <DatabaseSelect
          databases={databases}
          value={databaseId}
          error={errors.database}
          onChange={(id) => {
            setDatabaseId(id);
            setSchema('');
            setTable('');
          }}
        />
        {databaseId ? (
          <SchemaSelect
            databaseId={databaseId}
            value={schema}
            error={errors.schema}
            onChange={(next) => {
              setSchema(next);
              setTable('');
            }}
          />
        ) : null}
        {databaseId && schema ? (
          <TablePicker databaseId={databaseId} schema={schema} value={table} error={errors.table} onChange={setTable} />
        ) : null}
        <CreateError message={error} />
        <CreateButtons creating={creating} onCreateChart={() => submit('chart')} />
      </Stack>
    </form>
  );
}
