import { Dialog, Portal } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { parseConnectionUri } from '../state/connectionUri.ts';
import type {
  DatabaseConnectionModal_database$data,
  DatabaseConnectionModal_database$key,
} from './__generated__/DatabaseConnectionModal_database.graphql.ts';
import { blankDatabaseForm, DatabaseConnectionForm, type DatabaseFormValues } from './DatabaseConnectionForm.tsx';

export interface DatabaseConnectionModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The list's connection, so a new database shows up at once. */
  readonly connectionId?: string;
  /** The database to edit; absent to connect a new one. */
  readonly database?: DatabaseConnectionModal_database$key | null;
}

/** The form's starting values for a stored connection: its parameters when the form can show them, else its URI. */
export function databaseFormValues(database: DatabaseConnectionModal_database$data): DatabaseFormValues {
  const uri = database.maskedUri ?? '';
  const parsed = parseConnectionUri(uri);
  return {
    ...blankDatabaseForm,
    name: database.databaseName,
    engine: parsed?.engine ?? blankDatabaseForm.engine,
    mode: parsed ? 'parameters' : 'uri',
    parameters: parsed?.parameters ?? blankDatabaseForm.parameters,
    uri,
    exposeInSqllab: database.exposeInSqllab,
    allowFileUpload: database.allowFileUpload,
    cacheTimeout: database.cacheTimeout == null ? '' : String(database.cacheTimeout),
  };
}

/** The connection form in a dialog; its state starts afresh each time it opens. */
export function DatabaseConnectionModal({ open, onClose, connectionId, database }: DatabaseConnectionModalProps) {
  const data = useFragment(
    graphql`
      fragment DatabaseConnectionModal_database on Database {
        id
        databaseName
        maskedUri
        exposeInSqllab
        allowFileUpload
        cacheTimeout
      }
    `,
    database ?? null,
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DatabaseConnectionForm
              key={data?.id ?? 'new'}
              initial={data ? databaseFormValues(data) : blankDatabaseForm}
              databaseId={data?.id}
              onClose={onClose}
              connectionId={connectionId}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
