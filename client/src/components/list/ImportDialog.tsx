import { Alert, Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { formatMessage, toastError, toastSuccess } from '../toaster.ts';
import type { ImportBundle } from './importBundle.ts';

export interface ImportDialogProps {
  /** Singular noun, e.g. 'dashboard'. */
  readonly noun: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly importBundle: ImportBundle;
  readonly onImported?: () => void;
}

type Step =
  | { readonly kind: 'file' }
  | { readonly kind: 'passwords'; readonly databases: readonly string[] }
  | { readonly kind: 'overwrite'; readonly message: string };

const reexportHint = 'Please re-export your file and try importing again.';

/**
 * Imports a ZIP exported from Chartroom or Superset. A bundle with databases asks for their
 * passwords; a bundle with items that exist asks before overwriting them (spec 002).
 */
export function ImportDialog({ noun, open, onClose, importBundle, onImported }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [overwrite, setOverwrite] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const reset = () => {
    setFile(null);
    setStep({ kind: 'file' });
    setPasswords({});
    setOverwrite(false);
    setError(undefined);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const run = async (withOverwrite: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    const outcome = await importBundle({ file, passwords, overwrite: withOverwrite });
    setBusy(false);
    if (outcome.kind === 'done') {
      toastSuccess(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} imported`);
      reset();
      onImported?.();
      onClose();
    } else if (outcome.kind === 'needsPasswords') {
      setStep({ kind: 'passwords', databases: outcome.databases });
    } else if (outcome.kind === 'needsOverwrite') {
      setStep({ kind: 'overwrite', message: outcome.message });
    } else {
      const message = formatMessage('An error occurred while importing %s: %s', noun, outcome.message);
      setError(`${message} ${reexportHint}`);
      toastError(message, reexportHint);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(step.kind === 'overwrite' ? true : overwrite);
  };

  const submitLabel = step.kind === 'overwrite' ? 'Overwrite' : 'Import';
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : close())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} aria-label={`Import ${noun}`} noValidate>
              <Dialog.Header>
                <Dialog.Title>Import {noun}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required>
                    <Field.Label>ZIP file</Field.Label>
                    <Input
                      type="file"
                      accept=".zip,application/zip"
                      p="1"
                      onChange={(event) => {
                        setFile(event.currentTarget.files?.[0] ?? null);
                        setStep({ kind: 'file' });
                        setError(undefined);
                      }}
                    />
                    <Field.HelperText>A bundle exported from Chartroom or Superset.</Field.HelperText>
                  </Field.Root>
                  {step.kind === 'passwords' ? (
                    <Stack gap="3">
                      <Text fontSize="sm">
                        The passwords for the databases below are needed in order to import them.
                      </Text>
                      {(step.databases.length > 0 ? step.databases : ['databases']).map((database) => (
                        <Field.Root key={database} required>
                          <Field.Label>{`Password for ${database}`}</Field.Label>
                          <Input
                            type="password"
                            autoComplete="off"
                            value={passwords[database] ?? ''}
                            onChange={(event) => {
                              const value = event.currentTarget.value;
                              setPasswords((current) => ({ ...current, [database]: value }));
                            }}
                          />
                        </Field.Root>
                      ))}
                    </Stack>
                  ) : null}
                  {step.kind === 'overwrite' ? (
                    <Alert.Root status="warning" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>Some of these items already exist</Alert.Title>
                        <Alert.Description>
                          Importing will overwrite them (and their charts and datasets). Choose Overwrite to go on.
                        </Alert.Description>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette={step.kind === 'overwrite' ? 'red' : 'blue'}
                  disabled={!file}
                  loading={busy}
                  loadingText="Importing…"
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
