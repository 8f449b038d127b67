import {
  Alert,
  Button,
  Checkbox,
  Collapsible,
  Dialog,
  Field,
  Input,
  NativeSelect,
  SegmentGroup,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { formatMessage, toastError, toastSuccess } from '../../../components/toaster.ts';
import {
  type ConnectionParameters,
  connectionUri,
  type Engine,
  engines,
  missingParameters,
} from '../state/connectionUri.ts';
import type { DatabaseConnectionFormCreateMutation } from './__generated__/DatabaseConnectionFormCreateMutation.graphql.ts';
import type { DatabaseConnectionFormTestMutation } from './__generated__/DatabaseConnectionFormTestMutation.graphql.ts';
import type { DatabaseConnectionFormUpdateMutation } from './__generated__/DatabaseConnectionFormUpdateMutation.graphql.ts';

/** What the form starts from: a blank connection, or the stored one being edited. */
export interface DatabaseFormValues {
  readonly engine: Engine;
  readonly mode: 'parameters' | 'uri';
  readonly name: string;
  readonly parameters: ConnectionParameters;
  readonly uri: string;
  readonly exposeInSqllab: boolean;
  readonly allowFileUpload: boolean;
  readonly cacheTimeout: string;
}

export const blankDatabaseForm: DatabaseFormValues = {
  engine: 'postgresql',
  mode: 'parameters',
  name: '',
  parameters: { host: '', port: '5432', database: '', username: '', password: '' },
  uri: '',
  exposeInSqllab: true,
  allowFileUpload: false,
  cacheTimeout: '',
};

export interface DatabaseConnectionFormProps {
  readonly initial: DatabaseFormValues;
  /** The global id of the database being edited; absent to connect a new one. */
  readonly databaseId?: string;
  readonly onClose: () => void;
  /** The list's connection, so a new database shows up at once. */
  readonly connectionId?: string;
}

/**
 * Connects or edits a database: pick an engine, enter parameters or a URI, test the connection,
 * then save. Missing parameters are named under their fields before anything is sent. An edited
 * connection shows the stored password masked; sent back unchanged, the server keeps it.
 */
export function DatabaseConnectionForm({ initial, databaseId, onClose, connectionId }: DatabaseConnectionFormProps) {
  const editing = Boolean(databaseId);
  const [engine, setEngine] = useState<Engine>(initial.engine);
  const [mode, setMode] = useState<'parameters' | 'uri'>(initial.mode);
  const [name, setName] = useState(initial.name);
  const [parameters, setParameters] = useState<ConnectionParameters>(initial.parameters);
  const [uri, setUri] = useState(initial.uri);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [exposeInSqllab, setExposeInSqllab] = useState(initial.exposeInSqllab);
  const [allowFileUpload, setAllowFileUpload] = useState(initial.allowFileUpload);
  const [cacheTimeout, setCacheTimeout] = useState(initial.cacheTimeout);
  const [formError, setFormError] = useState<string>();

  const [commitTest, testing] = useMutation<DatabaseConnectionFormTestMutation>(graphql`
    mutation DatabaseConnectionFormTestMutation($uri: String!, $name: String) {
      testDatabaseConnection(sqlalchemyUri: $uri, databaseName: $name) {
        __typename
        ... on TestDatabaseConnectionPayload {
          ok
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitCreate, creating] = useMutation<DatabaseConnectionFormCreateMutation>(graphql`
    mutation DatabaseConnectionFormCreateMutation($input: DatabaseInput!) {
      createDatabase(input: $input) {
        __typename
        ... on DatabasePayload {
          database {
            id
            databaseName
            ...DatabaseListRow_database
          }
        }
        ... on ValidationError {
          message
          fieldErrors
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const [commitUpdate, updating] = useMutation<DatabaseConnectionFormUpdateMutation>(graphql`
    mutation DatabaseConnectionFormUpdateMutation($id: ID!, $input: DatabaseInput!) {
      updateDatabase(id: $id, input: $input) {
        __typename
        ... on DatabasePayload {
          database {
            id
            databaseName
            ...DatabaseListRow_database
            ...DatabaseConnectionModal_database
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const spec = engines.find((candidate) => candidate.value === engine) ?? engines[0];
  const currentUri = mode === 'uri' ? uri.trim() : connectionUri(engine, parameters);

  /** The URI to send, or null with the field errors shown. */
  const checked = (): string | null => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'This is a required field';
    if (mode === 'uri') {
      if (!uri.trim()) found.uri = 'This is a required field';
    } else {
      Object.assign(found, missingParameters(engine, parameters));
    }
    setErrors(found);
    return Object.keys(found).length > 0 ? null : currentUri;
  };

  const onTest = () => {
    const target = checked();
    if (!target) return;
    commitTest({
      variables: { uri: target, name: name.trim() },
      onCompleted: (response) => {
        const result = response.testDatabaseConnection;
        if (result.__typename === 'TestDatabaseConnectionPayload') toastSuccess('Connection looks good!');
        else toastError(formatMessage('ERROR: %s', 'message' in result ? String(result.message) : 'Unknown error'));
      },
      onError: (error) => toastError(formatMessage('ERROR: %s', error.message)),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = checked();
    if (!target) return;
    setFormError(undefined);
    const input = {
      databaseName: name.trim(),
      sqlalchemyUri: target,
      exposeInSqllab,
      allowFileUpload,
      cacheTimeout: /^\d+$/.test(cacheTimeout) ? Number(cacheTimeout) : null,
    };
    if (databaseId) {
      commitUpdate({
        variables: { id: databaseId, input },
        onCompleted: (response) => {
          const result = response.updateDatabase;
          if (result.__typename === 'DatabasePayload') {
            toastSuccess(`Database saved: ${result.database?.databaseName ?? name.trim()}`);
            onClose();
            return;
          }
          const message = 'message' in result ? String(result.message) : 'Sorry, an unknown error occurred';
          setFormError(formatMessage('An error occurred while saving %s: %s', name.trim(), message));
        },
        onError: (error) =>
          setFormError(formatMessage('An error occurred while saving %s: %s', name.trim(), error.message)),
      });
      return;
    }
    commitCreate({
      variables: { input },
      updater: (store, response) => {
        if (response?.createDatabase.__typename !== 'DatabasePayload' || !connectionId) return;
        const connection = store.get(connectionId);
        const payload = store.getRootField('createDatabase');
        const node = payload?.getLinkedRecord('database');
        if (!connection || !node) return;
        const edge = ConnectionHandler.createEdge(store, connection, node, 'DatabaseEdge');
        ConnectionHandler.insertEdgeBefore(connection, edge);
        const total = connection.getValue('totalCount');
        if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
      },
      onCompleted: (response) => {
        const result = response.createDatabase;
        if (result.__typename === 'DatabasePayload') {
          toastSuccess(`Database connected: ${result.database?.databaseName ?? name.trim()}`);
          onClose();
          return;
        }
        const message = 'message' in result ? String(result.message) : 'Sorry, an unknown error occurred';
        setFormError(formatMessage('An error occurred while creating %ss: %s', 'database', message));
      },
      onError: (error) =>
        setFormError(formatMessage('An error occurred while creating %ss: %s', 'database', error.message)),
    });
  };

  const setParameter = (key: keyof ConnectionParameters) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setParameters((current) => ({ ...current, [key]: value }));
  };
  const parameterField = (key: keyof ConnectionParameters, label: string, type = 'text') => (
    <Field.Root key={key} invalid={Boolean(errors[key])} required={key !== 'password'}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={parameters[key]} onChange={setParameter(key)} autoComplete="off" />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  const title = editing ? `Edit ${initial.name}` : 'Connect a database';
  return (
    <form onSubmit={onSubmit} aria-label={title} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Engine</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={engine}
                onChange={(event) => {
                  const next = event.currentTarget.value as Engine;
                  const nextSpec = engines.find((candidate) => candidate.value === next);
                  setEngine(next);
                  setParameters((current) => ({ ...current, port: String(nextSpec?.defaultPort ?? '') }));
                  setErrors({});
                }}
              >
                {engines.map((candidate) => (
                  <option key={candidate.value} value={candidate.value}>
                    {candidate.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>Display name</Field.Label>
            <Input value={name} onChange={(event) => setName(event.currentTarget.value)} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <SegmentGroup.Root
            value={mode}
            onValueChange={(details) => setMode(details.value === 'uri' ? 'uri' : 'parameters')}
            aria-label="Connect with"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'parameters', label: 'Parameters' },
                { value: 'uri', label: 'URI' },
              ]}
            />
          </SegmentGroup.Root>
          {mode === 'uri' ? (
            <Field.Root invalid={Boolean(errors.uri)} required>
              <Field.Label>SQLAlchemy URI</Field.Label>
              <Input
                value={uri}
                placeholder={`${spec.scheme}://user:password@host:port/database`}
                onChange={(event) => setUri(event.currentTarget.value)}
                autoComplete="off"
              />
              <Field.ErrorText>{errors.uri}</Field.ErrorText>
            </Field.Root>
          ) : spec.server ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {parameterField('host', 'Host')}
              {parameterField('port', 'Port')}
              {parameterField('database', 'Database name')}
              {parameterField('username', 'Username')}
              {parameterField('password', 'Password', 'password')}
            </SimpleGrid>
          ) : (
            parameterField('database', 'Database file path')
          )}
          <Collapsible.Root>
            <Collapsible.Trigger asChild>
              <Button variant="ghost" size="sm" alignSelf="flex-start">
                Advanced options
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Stack gap="3" pt="2">
                <Checkbox.Root
                  checked={exposeInSqllab}
                  onCheckedChange={(details) => setExposeInSqllab(details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Expose database in SQL Lab</Checkbox.Label>
                </Checkbox.Root>
                <Checkbox.Root
                  checked={allowFileUpload}
                  onCheckedChange={(details) => setAllowFileUpload(details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Allow file uploads to database</Checkbox.Label>
                </Checkbox.Root>
                <Field.Root maxW="xs">
                  <Field.Label>Chart cache timeout (seconds)</Field.Label>
                  <Input
                    inputMode="numeric"
                    value={cacheTimeout}
                    onChange={(event) => setCacheTimeout(event.currentTarget.value)}
                  />
                </Field.Root>
              </Stack>
            </Collapsible.Content>
          </Collapsible.Root>
          {formError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onTest} loading={testing} loadingText="Testing…">
          Test connection
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          colorPalette="blue"
          loading={creating || updating}
          loadingText={editing ? 'Saving…' : 'Connecting…'}
        >
          {editing ? 'Save' : 'Connect'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
