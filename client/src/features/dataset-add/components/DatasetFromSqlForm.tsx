import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { requiredMessage } from '../../dataset-editor/state/datasetDraft.ts';
import { type AfterCreate, useCreateDataset } from '../state/useCreateDataset.ts';
import { CreateButtons } from './CreateButtons.tsx';
import { CreateError } from './CreateError.tsx';
import { type DatabaseOption, DatabaseSelect } from './DatabaseSelect.tsx';
import { SchemaSelect } from './SchemaSelect.tsx';

export interface DatasetFromSqlFormProps {
  readonly databases: readonly DatabaseOption[];
}

/** A virtual dataset: a name and one SELECT, run on the chosen database and schema. */
export function DatasetFromSqlForm({ databases }: DatasetFromSqlFormProps) {
  const [databaseId, setDatabaseId] = useState(databases.length === 1 ? (databases[0]?.id ?? '') : '');
  const [schema, setSchema] = useState('');
  const [name, setName] = useState('');
  const [sql, setSql] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { create, creating, error } = useCreateDataset();

  const submit = (then: AfterCreate) => {
    const found: Record<string, string> = {};
    if (!databaseId) found.database = requiredMessage;
    if (!name.trim()) found.name = requiredMessage;
    if (!sql.trim()) found.sql = requiredMessage;
    setErrors(found);
    if (Object.keys(found).length === 0) create({ databaseId, schema, tableName: name.trim(), sql: sql.trim() }, then);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit('editor');
  };

  return (
    <form onSubmit={onSubmit} aria-label="Create a dataset from SQL" noValidate>
      <Stack gap="4">
        <DatabaseSelect
          databases={databases}
          value={databaseId}
          error={errors.database}
          onChange={(id) => {
            setDatabaseId(id);
            setSchema('');
          }}
        />
        {databaseId ? (
          <SchemaSelect databaseId={databaseId} value={schema} required={false} onChange={setSchema} />
        ) : null}
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>Dataset name</Field.Label>
          <Input value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.sql)}>
          <Field.Label>SQL</Field.Label>
          <Textarea
            rows={8}
            fontFamily="mono"
            placeholder="SELECT ... FROM ..."
            value={sql}
            onChange={(event) => setSql(event.currentTarget.value)}
          />
          <Field.HelperText>One SELECT statement; its result columns become the dataset's columns.</Field.HelperText>
          <Field.ErrorText>{errors.sql}</Field.ErrorText>
        </Field.Root>
        <CreateError message={error} />
        <CreateButtons creating={creating} onCreateChart={() => submit('chart')} />
      </Stack>
    </form>
  );
}
