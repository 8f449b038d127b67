import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphqlImport, type ImportResource } from './graphqlImport.ts';
import { ImportDialog } from './ImportDialog.tsx';

export interface ImportButtonProps {
  /** Plural noun for the button ('Import dashboards'), singular for the dialog. */
  readonly nouns: readonly [string, string];
  readonly resource: ImportResource;
  /** Disabled while the viewer's permissions load, so the toolbar keeps its shape. */
  readonly disabled?: boolean;
  readonly onImported: () => void;
}

/** "Import …" on a list toolbar: the ZIP dialog with spec 002's password and overwrite steps. */
export function ImportButton({ nouns, resource, disabled, onImported }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  const importBundle = useMemo(() => graphqlImport(resource), [resource]);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        Import {nouns[1]}
      </Button>
      <ImportDialog
        noun={nouns[0]}
        open={open}
        onClose={() => setOpen(false)}
        importBundle={importBundle}
        onImported={onImported}
      />
    </>
  );
}
