import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { downloadExport } from '../../../components/list/exportResources.ts';
import { ImportButton } from '../../../components/list/ImportButton.tsx';
import { ListFilterSelect, yesNoOptions } from '../../../components/list/ListFilterSelect.tsx';
import type { ListQueryState } from '../../../components/list/listState.ts';
import { notOwnerMessage } from '../../../components/list/notOwnerMessage.ts';
import { ResourceList } from '../../../components/list/ResourceList.tsx';
import { useConfirmDelete } from '../../../components/list/useConfirmDelete.tsx';
import { useListPaging } from '../../../components/list/useListPaging.ts';
import { useListQuery } from '../../../components/list/useListQuery.ts';
import { useRelatedUserOptions } from '../../../components/list/useRelatedUserOptions.ts';
import { useResourcePermissions } from '../../../components/list/useResourcePermissions.ts';
import type { ListView } from '../../../components/list/ViewToggle.tsx';
import { useTagOptions } from '../../../components/tags/useTagOptions.ts';
import { toastError } from '../../../components/toaster.ts';
import {
  dashboardColumns,
  dashboardListVariables,
  dashboardNouns,
  dashboardSortOptions,
} from '../dashboardListOptions.ts';
import { useDeleteDashboards } from '../state/useDeleteDashboards.ts';
import type { DashboardListTable_query$key } from './__generated__/DashboardListTable_query.graphql.ts';
import type { DashboardListTableRefetchQuery } from './__generated__/DashboardListTableRefetchQuery.graphql.ts';
import type { DashboardPropertiesDialog_dashboard$key } from './__generated__/DashboardPropertiesDialog_dashboard.graphql.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { DashboardListRow } from './DashboardListRow.tsx';
import { DashboardPropertiesDialog } from './DashboardPropertiesDialog.tsx';

export interface DashboardListTableProps {
  readonly query: DashboardListTable_query$key;
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
  readonly view: ListView;
  readonly onViewChange: (view: ListView) => void;
}

const statusOptions = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Draft' },
];

export function DashboardListTable({ query, initial, onApplied, view, onViewChange }: DashboardListTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<
    DashboardListTableRefetchQuery,
    DashboardListTable_query$key
  >(
    graphql`
      fragment DashboardListTable_query on Query
      @refetchable(queryName: "DashboardListTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
        published: { type: "Boolean" }
        certified: { type: "Boolean" }
        favorite: { type: "Boolean" }
        filters: { type: "[DashboardFilter!]" }
        orderBy: { type: "DashboardOrder", defaultValue: { field: CHANGED_ON, direction: DESC } }
      ) {
        dashboards(
          first: $first
          after: $after
          last: $last
          before: $before
          search: $search
          published: $published
          certified: $certified
          favorite: $favorite
          filters: $filters
          orderBy: $orderBy
        )
          @connection(
            key: "DashboardListTable_dashboards"
            filters: ["search", "published", "certified", "favorite", "filters", "orderBy"]
          ) {
          __id
          totalCount
          edges {
            node {
              id
              dashboardId
              dashboardTitle
              viewerCanEdit
              ...DashboardListRow_dashboard
              ...DashboardPropertiesDialog_dashboard
              ...DashboardCard_dashboard
            }
          }
        }
      }
    `,
    query,
  );
  const paging = useListPaging(data.dashboards, controls);
  const list = useListQuery({
    initial,
    toVariables: dashboardListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const permissions = useResourcePermissions('DASHBOARD');
  const owners = useRelatedUserOptions('DASHBOARD', 'OWNERS');
  const creators = useRelatedUserOptions('DASHBOARD', 'CREATED_BY');
  const tags = useTagOptions();
  const canWrite = permissions?.has('can_write') ?? false;
  const canExport = permissions?.has('can_export') ?? true;
  const [editing, setEditing] = useState<DashboardPropertiesDialog_dashboard$key | null>(null);
  const deleteDashboards = useDeleteDashboards(data.dashboards.__id);
  // With more pages on the server, their offsets shifted: read the list again.
  const { requestDelete, dialog } = useConfirmDelete(dashboardNouns, deleteDashboards, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  // One set of per-item actions for the table row and the card.
  const actionsOf = (item: (typeof items)[number]) => ({
    onEdit: canWrite && item.node.viewerCanEdit ? () => setEditing(item.node) : undefined,
    onExport: canExport ? () => downloadExport('dashboard', [item.id]) : undefined,
    onDelete: canWrite && item.node.viewerCanEdit ? () => requestDelete([item]) : undefined,
  });
  const items = paging.page.map(({ node }) => ({
    key: node.id,
    id: node.dashboardId,
    name: node.dashboardTitle,
    node,
  }));

  return (
    <>
      <ResourceList
        nouns={dashboardNouns}
        searchPlaceholder="Search dashboards by title or slug"
        columns={dashboardColumns}
        sortOptions={dashboardSortOptions}
        state={list.state}
        applied={list.applied}
        busy={list.isRefetching}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClearFilters={list.clearFilters}
        paging={paging}
        items={items}
        view={view}
        onViewChange={onViewChange}
        filters={
          <>
            <ListFilterSelect
              label="Owner"
              value={list.state.filters.owner ?? ''}
              options={owners}
              onChange={(value) => list.setFilter('owner', value)}
            />
            <ListFilterSelect
              label="Created by"
              value={list.state.filters.createdBy ?? ''}
              options={creators}
              onChange={(value) => list.setFilter('createdBy', value)}
            />
            <ListFilterSelect
              label="Status"
              value={list.state.filters.published ?? ''}
              options={statusOptions}
              onChange={(value) => list.setFilter('published', value)}
            />
            <ListFilterSelect
              label="Tag"
              value={list.state.filters.tag ?? ''}
              options={tags}
              onChange={(value) => list.setFilter('tag', value)}
            />
            <ListFilterSelect
              label="Certified"
              value={list.state.filters.certified ?? ''}
              options={yesNoOptions}
              onChange={(value) => list.setFilter('certified', value)}
            />
            <ListFilterSelect
              label="Favourite"
              value={list.state.filters.favorite ?? ''}
              options={yesNoOptions}
              onChange={(value) => list.setFilter('favorite', value)}
            />
          </>
        }
        actions={
          canWrite ? (
            <ImportButton
              nouns={dashboardNouns}
              resource="DASHBOARD"
              disabled={permissions === null}
              onImported={() => refetch(dashboardListVariables(list.applied) as never, { fetchPolicy: 'network-only' })}
            />
          ) : null
        }
        onBulkDelete={
          canWrite
            ? (selected) => {
                // Only owners (or admins) may delete: the others are named and left out, not sent.
                const refused = selected.filter((item) => !item.node.viewerCanEdit);
                if (refused.length > 0) toastError(notOwnerMessage(refused));
                const editable = selected.filter((item) => item.node.viewerCanEdit);
                if (editable.length > 0) requestDelete(editable);
              }
            : undefined
        }
        onBulkExport={
          canExport
            ? (selected) =>
                downloadExport(
                  'dashboard',
                  selected.map((item) => item.id),
                )
            : undefined
        }
        renderRow={(item, selection) => (
          <DashboardListRow key={item.key} dashboard={item.node} selection={selection} {...actionsOf(item)} />
        )}
        renderCard={(item, selection) => (
          <DashboardCard key={item.key} dashboard={item.node} selection={selection} actions={actionsOf(item)} />
        )}
        emptyHint="Create a dashboard from the + menu, or import one."
      />
      {dialog}
      <DashboardPropertiesDialog dashboard={editing} onClose={() => setEditing(null)} />
    </>
  );
}
