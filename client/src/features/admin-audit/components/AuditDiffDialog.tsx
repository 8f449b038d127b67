import { Box, Button, CloseButton, Code, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { actionLabel, formatValue } from '../auditListOptions.ts';
import type { AuditDiffDialog_entry$key } from './__generated__/AuditDiffDialog_entry.graphql.ts';

export interface AuditDiffDialogProps {
  /** The entry shown; null closes the dialog. */
  readonly entry: AuditDiffDialog_entry$key | null;
  readonly onClose: () => void;
}

/** The fields one write changed, before and after, side by side. */
export function AuditDiffDialog({ entry, onClose }: AuditDiffDialogProps) {
  return (
    <Dialog.Root
      open={entry !== null}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      size="xl"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{entry ? <DiffBody entry={entry} onClose={onClose} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Value({ value, tone }: { value: unknown; tone: 'before' | 'after' }) {
  const text = formatValue(value);
  return (
    <Code
      display="block"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      maxH="48"
      overflow="auto"
      colorPalette={tone === 'before' ? 'red' : 'green'}
      variant="subtle"
      px="2"
      py="1"
    >
      {text}
    </Code>
  );
}

function DiffBody({ entry, onClose }: { entry: AuditDiffDialog_entry$key; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment AuditDiffDialog_entry on AuditLogEntry {
        entryId
        time
        username
        action
        resourceType
        resourceId
        changes {
          field
          before
          after
        }
      }
    `,
    entry,
  );
  const title = `${actionLabel(data.action)} of ${data.resourceType ?? 'object'}${data.resourceId ? ` #${data.resourceId}` : ''}`;
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text color="fg.muted" mb="3">
          By {data.username ?? '(unknown)'} at {String(data.time).slice(0, 19).replace('T', ' ')} UTC (entry{' '}
          {data.entryId}). Secrets show as [redacted].
        </Text>
        <Box overflowX="auto">
          <Table.Root size="sm" tableLayout="fixed">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="24%">Field</Table.ColumnHeader>
                <Table.ColumnHeader w="38%">Before</Table.ColumnHeader>
                <Table.ColumnHeader w="38%">After</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.changes.map((change) => (
                <Table.Row key={change.field} verticalAlign="top">
                  <Table.Cell fontWeight="medium" wordBreak="break-word">
                    {change.field}
                  </Table.Cell>
                  <Table.Cell>
                    <Value value={change.before} tone="before" />
                  </Table.Cell>
                  <Table.Cell>
                    <Value value={change.after} tone="after" />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
