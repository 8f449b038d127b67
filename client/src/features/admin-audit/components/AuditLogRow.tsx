import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { actionLabel } from '../auditListOptions.ts';
import type { AuditLogRow_entry$key } from './__generated__/AuditLogRow_entry.graphql.ts';

export interface AuditLogRowProps {
  readonly entry: AuditLogRow_entry$key;
  readonly onShowChanges: () => void;
}

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  sign_in: 'gray',
  sign_out: 'gray',
  sign_in_failed: 'orange',
};

/** `2026-01-31T10:00:00.000Z` as `2026-01-31 10:00:00`. */
const utc = (time: unknown) => String(time).slice(0, 19).replace('T', ' ');

/** One entry: when, who, what happened to which object, from where, and its changes. */
export function AuditLogRow({ entry, onShowChanges }: AuditLogRowProps) {
  const data = useFragment(
    graphql`
      fragment AuditLogRow_entry on AuditLogEntry {
        entryId
        time
        username
        action
        resourceType
        resourceId
        method
        path
        source
        ipAddress
        reason
        changes {
          field
        }
      }
    `,
    entry,
  );
  const count = data.changes.length;
  return (
    <Table.Row h="var(--chartroom-row-height)">
      <Table.Cell>
        <Text fontVariantNumeric="tabular-nums">{utc(data.time)}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text truncate>{data.username ?? '(unknown)'}</Text>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={ACTION_COLORS[data.action] ?? 'gray'} variant="subtle">
          {actionLabel(data.action)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0">
          <Text truncate>
            {data.resourceType ?? '—'}
            {/* A sign-in's id is the user's, already in the User column. */}
            {data.resourceId && data.resourceType !== 'session' ? ` #${data.resourceId}` : ''}
          </Text>
          {data.reason ? (
            <Text fontSize="xs" color="fg.muted" truncate>
              {data.reason}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0">
          <Text truncate>
            {data.source ?? '—'}
            {data.ipAddress ? ` · ${data.ipAddress}` : ''}
          </Text>
          {data.path ? (
            <Text fontSize="xs" color="fg.muted" truncate title={`${data.method ?? ''} ${data.path}`}>
              {data.method} {data.path}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell>
        {count > 0 ? (
          <Button
            size="xs"
            variant="outline"
            onClick={onShowChanges}
            aria-label={`Show the ${count} changed field${count === 1 ? '' : 's'} of entry ${data.entryId}`}
          >
            {count} field{count === 1 ? '' : 's'}
          </Button>
        ) : (
          <Text color="fg.muted">—</Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
