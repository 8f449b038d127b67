import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../theme/system.ts';
import { AppToaster } from '../AppToaster.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import type { ImportOutcome, ImportRequest } from './importBundle.ts';

afterEach(cleanup);

function renderDialog(outcomes: ImportOutcome[]) {
  const calls: ImportRequest[] = [];
  const importBundle = vi.fn(async (request: ImportRequest): Promise<ImportOutcome> => {
    calls.push(request);
    return outcomes.shift() ?? ({ kind: 'done' } as const);
  });
  const onClose = vi.fn();
  render(
    <ChakraProvider value={system}>
      <ImportDialog noun="dashboard" open onClose={onClose} importBundle={importBundle} />
      <AppToaster />
    </ChakraProvider>,
  );
  return { calls, onClose };
}

async function chooseZip() {
  const input = await screen.findByLabelText(/ZIP file/);
  const file = new File(['PK'], 'bundle.zip', { type: 'application/zip' });
  fireEvent.change(input, { target: { files: [file] } });
  return file;
}

describe('ImportDialog', { timeout: 20_000 }, () => {
  it('asks for database passwords, then for overwrite confirmation, then imports', async () => {
    const { calls, onClose } = renderDialog([
      { kind: 'needsPasswords', databases: ['databases/examples.yaml'] },
      { kind: 'needsOverwrite', message: 'Dashboard already exists and `overwrite=true` was not passed' },
      { kind: 'done' },
    ]);
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    await chooseZip();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const password = await screen.findByLabelText(/Password for databases\/examples.yaml/);
    fireEvent.change(password, { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Some of these items already exist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => [call.passwords, call.overwrite])).toEqual([
      [{}, false],
      [{ 'databases/examples.yaml': 's3cret' }, false],
      [{ 'databases/examples.yaml': 's3cret' }, true],
    ]);
    expect(await screen.findByText('Dashboard imported')).toBeTruthy();
  });

  it("shows the spec's import error and the re-export hint", async () => {
    renderDialog([{ kind: 'failed', message: 'Not a valid ZIP file' }]);
    await chooseZip();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alerts = await screen.findAllByText(/An error occurred while importing dashboard: Not a valid ZIP file/);
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Please re-export your file and try importing again./).length).toBeGreaterThan(0);
  });
});
