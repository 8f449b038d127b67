import {
  Alert,
  Button,
  Collapsible,
  Dialog,
  Field,
  Input,
  Link,
  NativeSelect,
  Portal,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toastSuccess } from '../../../components/toaster.ts';
import { type UploadRequest, type UploadResult, uploadFile, uploadTypeOf } from '../state/uploadFile.ts';
import { optionsFor, UploadOptions, type UploadOptionValues } from './UploadOptions.tsx';

export interface UploadFileDialogProps {
  readonly database: { readonly id: number; readonly name: string } | null;
  readonly onClose: () => void;
}

/** Loads a CSV, Excel or Parquet file into a table of a database that allows uploads, with its progress. */
export function UploadFileDialog({ database, onClose }: UploadFileDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [tableName, setTableName] = useState('');
  const [schema, setSchema] = useState('');
  const [alreadyExists, setAlreadyExists] = useState<UploadRequest['alreadyExists']>('fail');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [options, setOptions] = useState<UploadOptionValues>({});
  const [done, setDone] = useState<(UploadResult & { table: string }) | null>(null);
  const busy = progress !== null;
  const resultRef = useRef<HTMLDivElement>(null);
  // The result (or the refusal) comes into view even when the options were scrolled to.
  useEffect(() => {
    if (done || error) resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [done, error]);
  const type = file === null ? 'csv' : uploadTypeOf(file.name);

  const close = () => {
    if (busy) return;
    setFile(null);
    setTableName('');
    setError(undefined);
    setOptions({});
    setDone(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!database || !file || !tableName.trim()) return;
    setError(undefined);
    setProgress(0);
    try {
      const result = await uploadFile(
        {
          databaseId: database.id,
          file,
          tableName: tableName.trim(),
          schema,
          alreadyExists,
          options: type === 'columnar' ? {} : optionsFor(type, options),
        },
        setProgress,
      );
      toastSuccess(`${file.name} uploaded to ${tableName.trim()} in ${database.name}`);
      setProgress(null);
      setDone({ ...result, table: tableName.trim() });
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
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} aria-label="Upload a file" noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Upload a file to {database?.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required>
                    <Field.Label>CSV, Excel or Parquet file</Field.Label>
                    <Input
                      type="file"
                      p="1"
                      accept=".csv,.tsv,.txt,.gz,.zip,.xlsx,.xls,.parquet,text/csv"
                      onChange={(event) => {
                        setFile(event.currentTarget.files?.[0] ?? null);
                        setDone(null);
                      }}
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
                  <Stack ref={resultRef} gap="4">
                    {done ? (
                      <Alert.Root status="success" role="status">
                        <Alert.Indicator />
                        <Alert.Content>
                          <Alert.Title>
                            {done.rows.toLocaleString()} rows loaded into {done.table}.
                          </Alert.Title>
                          {done.datasetId !== null ? (
                            <Text>
                              <Link
                                href={`/explore/?datasource_type=table&datasource_id=${done.datasetId}`}
                                fontWeight="medium"
                              >
                                Open the dataset
                              </Link>
                            </Text>
                          ) : null}
                        </Alert.Content>
                      </Alert.Root>
                    ) : null}
                    {error ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{error}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                  </Stack>
                  {type === 'columnar' ? null : (
                    <Collapsible.Root>
                      <Collapsible.Trigger asChild>
                        <Button variant="ghost" size="sm" alignSelf="start">
                          {type === 'excel' ? 'Excel options' : 'CSV options'}
                        </Button>
                      </Collapsible.Trigger>
                      <Collapsible.Content pt="2">
                        <UploadOptions type={type} values={options} onChange={setOptions} disabled={busy} />
                      </Collapsible.Content>
                    </Collapsible.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={busy}>
                  {done ? 'Close' : 'Cancel'}
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  disabled={!file || !tableName.trim() || done !== null}
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
