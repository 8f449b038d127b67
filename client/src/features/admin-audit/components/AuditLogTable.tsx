import { Button, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ListFilterSelect } from '../../../components/list/ListFilterSelect.tsx';
import type { ListQueryState } from '../../../components/list/listState.ts';
import { ResourceList } from '../../../components/list/ResourceList.tsx';
import { useListPaging } from '../../../components/list/useListPaging.ts';
import { useListQuery } from '../../../components/list/useListQuery.ts';
import {
  auditActionOptions,
  auditColumns,
  auditListVariables,
  auditNouns,
  auditResourceOptions,
  auditSortOptions,
} from '../auditListOptions.ts';
import type { AuditDiffDialog_entry$key } from './__generated__/AuditDiffDialog_entry.graphql.ts';
import type { AuditLogTable_query$key } from './__generated__/AuditLogTable_query.graphql.ts';
import type { AuditLogTableRefetchQuery } from './__generated__/AuditLogTableRefetchQuery.graphql.ts';
import { AuditDiffDialog } from './AuditDiffDialog.tsx';
import { AuditLogRow } from './AuditLogRow.tsx';

export interface AuditLogTableProps {
  readonly query: AuditLogTable_query$key;
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

function DayFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root w="auto" minW="36">
      <Field.Label fontSize="xs" color="fg.muted" mb="0">
        {props.label}
      </Field.Label>
      <Input size="sm" type="date" value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} />
    </Field.Root>
  );
}

/** The audit log's list: search by user name, filter by action, object and days, export what is selected. */
export function AuditLogTable({ query, initial, onApplied }: AuditLogTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<AuditLogTableRefetchQuery, AuditLogTable_query$key>(
    graphql`
      fragment AuditLogTable_query on Query
      @refetchable(queryName: "AuditLogTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        filter: { type: "AuditLogFilter" }
        oldestFirst: { type: "Boolean" }
      ) {
        auditLog(first: $first, after: $after, last: $last, before: $before, filter: $filter, oldestFirst: $oldestFirst)
          @connection(key: "AuditLogTable_auditLog", filters: ["filter", "oldestFirst"]) {
          totalCount
          edges {
            node {
              id
              entryId
              action
              ...AuditLogRow_entry
              ...AuditDiffDialog_entry
            }
          }
        }
        auditLogExportUrl(filter: $filter)
      }
    `,
    query,
  );
  const entries = data.auditLog;
  const paging = useListPaging(entries, controls);
  const list = useListQuery({
    initial,
    toVariables: auditListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const [open, setOpen] = useState<AuditDiffDialog_entry$key | null>(null);
  const items = paging.page.map(({ node }) => ({
    key: node.id,
    id: node.entryId,
    name: `${node.action} #${node.entryId}`,
    node,
  }));
  const filters = list.state.filters;

  return (
    <>
      <ResourceList
        nouns={auditNouns}
        searchPlaceholder="Search by user name"
        columns={auditColumns}
        sortOptions={auditSortOptions}
        state={list.state}
        applied={list.applied}
        busy={list.isRefetching}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClearFilters={list.clearFilters}
        paging={paging}
        items={items}
        filters={
          <>
            <ListFilterSelect
              label="Action"
              value={filters.action ?? ''}
              options={auditActionOptions}
              onChange={(value) => list.setFilter('action', value)}
            />
            <ListFilterSelect
              label="Object"
              value={filters.resource ?? ''}
              options={auditResourceOptions}
              onChange={(value) => list.setFilter('resource', value)}
            />
            <DayFilter label="From (UTC day)" value={filters.from ?? ''} onChange={(v) => list.setFilter('from', v)} />
            <DayFilter label="To (UTC day)" value={filters.to ?? ''} onChange={(v) => list.setFilter('to', v)} />
          </>
        }
        actions={
          <Button asChild size="sm" variant="outline">
            <a href={data.auditLogExportUrl} download>
              Export CSV
            </a>
          </Button>
        }
        emptyHint="Nothing matches these filters."
        renderRow={(item) => <AuditLogRow key={item.key} entry={item.node} onShowChanges={() => setOpen(item.node)} />}
      />
      <AuditDiffDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
