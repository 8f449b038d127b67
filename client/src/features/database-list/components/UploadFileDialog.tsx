import { Alert, Button, Dialog, Field, Input, NativeSelect, Portal, Progress, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { toastSuccess } from '../../../components/toaster.ts';
import { type UploadRequest, uploadFile } from '../state/uploadFile.ts';

export interface UploadFileDialogProps {
  readonly database: { readonly id: number; readonly name: string } | null;
  readonly onClose: () => void;
}

/** Loads a CSV or Parquet file into a table of a database that allows uploads, with its progress. */
export function UploadFileDialog({ database, onClose }: UploadFileDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [tableName, setTableName] = useState('');
  const [schema, setSchema] = useState('');
  const [alreadyExists, setAlreadyExists] = useState<UploadRequest['alreadyExists']>('fail');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const busy = progress !== null;

  const close = () => {
    if (busy) return;
    setFile(null);
    setTableName('');
    setError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!database || !file || !tableName.trim()) return;
    setError(undefined);
    setProgress(0);
    try {
      await uploadFile(
        { databaseId: database.id, file, tableName: tableName.trim(), schema, alreadyExists },
        setProgress,
      );
      toastSuccess(`${file.name} uploaded to ${tableName.trim()} in ${database.name}`);
      setProgress(null);
      close();
    } catch (caught) {
      setProgress(null);
      setError((caught as Error).message);
    }
  };

  return (
    <Dialog.Root
      open={database !== null}
      onOpenChange={(details) => (details.open ? undefined : close())}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} aria-label="Upload a file" noValidate>
              <Dialog.Header>
                <Dialog.Title>Upload a file to {database?.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required>
                    <Field.Label>CSV or Parquet file</Field.Label>
                    <Input
                      type="file"
                      p="1"
                      accept=".csv,.tsv,.txt,.parquet,text/csv"
                      onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                    />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>Table name</Field.Label>
                    <Input value={tableName} onChange={(event) => setTableName(event.currentTarget.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Schema</Field.Label>
                    <Input value={schema} onChange={(event) => setSchema(event.currentTarget.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>If the table exists</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={alreadyExists}
                        onChange={(event) =>
                          setAlreadyExists(event.currentTarget.value as UploadRequest['alreadyExists'])
                        }
                      >
                        <option value="fail">Fail</option>
                        <option value="replace">Replace</option>
                        <option value="append">Append</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {/* Always in the layout: starting the upload moves nothing. */}
                  <Progress.Root
                    value={progress === null ? 0 : Math.round(progress * 100)}
                    size="sm"
                    visibility={busy ? 'visible' : 'hidden'}
                  >
                    <Progress.Label>Uploading</Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                    <Progress.ValueText />
                  </Progress.Root>
                  {error ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  disabled={!file || !tableName.trim()}
                  loading={busy}
                  loadingText="Uploading…"
                >
                  Upload
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
