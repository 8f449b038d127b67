import { HStack, Stack, Table, Wrap } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { BulkActionsBar } from './BulkActionsBar.tsx';
import { ListCardGrid } from './ListCardGrid.tsx';
import { type ListColumn, ListColumns } from './ListColumns.tsx';
import { ListEmptyState } from './ListEmptyState.tsx';
import { ListPagination } from './ListPagination.tsx';
import { ListSearchBox } from './ListSearchBox.tsx';
import { type ListSortOption, ListSortSelect } from './ListSortSelect.tsx';
import type { ListQueryState, ListSort } from './listState.ts';
import type { useListPaging } from './useListPaging.ts';
import { type ListView, ViewToggle } from './ViewToggle.tsx';

export interface RowSelection {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

export interface ResourceListItem {
  readonly key: string;
  /** The REST id, for bulk actions. */
  readonly id: number;
  readonly name: string;
}

export interface ResourceListProps<T extends ResourceListItem> {
  readonly nouns: readonly [string, string];
  readonly searchPlaceholder?: string;
  readonly columns: readonly ListColumn[];
  readonly sortOptions: readonly ListSortOption[];
  readonly state: ListQueryState;
  readonly applied: ListQueryState;
  readonly busy: boolean;
  readonly onSearch: (search: string) => void;
  readonly onSort: (field: string, direction: ListSort['direction']) => void;
  readonly onClearFilters: () => void;
  readonly paging: ReturnType<typeof useListPaging>;
  readonly items: readonly T[];
  readonly renderRow: (item: T, selection: RowSelection | undefined) => ReactNode;
  readonly renderCard?: (item: T, selection: RowSelection | undefined) => ReactNode;
  readonly view?: ListView;
  readonly onViewChange?: (view: ListView) => void;
  /** The resource's filters (ListFilterSelects). */
  readonly filters?: ReactNode;
  /** Extra toolbar actions, e.g. the import button. */
  readonly actions?: ReactNode;
  readonly onBulkDelete?: (items: readonly T[]) => void;
  readonly onBulkExport?: (items: readonly T[]) => void;
  readonly emptyHint: string;
}

/** The list screen of any resource: toolbar, filters, bulk actions, table or cards, pagination. */
export function ResourceList<T extends ResourceListItem>(props: ResourceListProps<T>) {
  const { nouns, items, paging, view = 'table' } = props;
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const bulk = Boolean(props.onBulkDelete || props.onBulkExport);
  const selectedItems = [...selected.values()];

  const selectionOf = (item: T): RowSelection | undefined =>
    bulk
      ? {
          checked: selected.has(item.key),
          onChange: (checked) =>
            setSelected((current) => {
              const next = new Map(current);
              if (checked) next.set(item.key, item);
              else next.delete(item.key);
              return next;
            }),
        }
      : undefined;
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.key));
  const someOnPage = items.some((item) => selected.has(item.key));
  const onToggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (checked) next.set(item.key, item);
        else next.delete(item.key);
      }
      return next;
    });
  const filtered = Boolean(props.applied.search) || Object.values(props.applied.filters).some(Boolean);
  const busy = props.busy || paging.loading;
  // Rows that disappeared (deleted, filtered out) must not stay selected behind the viewer's back.
  const visibleSelected = selectedItems.filter((item) => items.some((row) => row.key === item.key));

  return (
    <Stack gap="3">
      <HStack justify="space-between" minH="10" wrap="wrap" gap="3">
        <ListSearchBox
          noun={nouns[1]}
          value={props.state.search}
          placeholder={props.searchPlaceholder}
          onChange={props.onSearch}
        />
        <HStack gap="2">
          {props.actions}
          {props.renderCard && props.onViewChange ? <ViewToggle view={view} onChange={props.onViewChange} /> : null}
        </HStack>
      </HStack>
      <Wrap gap="3" align="flex-end">
        {props.filters}
        {props.sortOptions.length > 0 ? (
          <ListSortSelect sort={props.state.sort} options={props.sortOptions} onChange={props.onSort} />
        ) : null}
      </Wrap>
      <HStack justify="space-between" wrap="wrap" minH="10">
        {bulk ? (
          <BulkActionsBar
            selectedCount={visibleSelected.length}
            onClear={() => setSelected(new Map())}
            onDelete={props.onBulkDelete ? () => props.onBulkDelete?.(visibleSelected) : undefined}
            onExport={props.onBulkExport ? () => props.onBulkExport?.(visibleSelected) : undefined}
          />
        ) : (
          <span />
        )}
        <ListPagination
          nouns={nouns}
          from={paging.from}
          to={paging.to}
          totalCount={paging.totalCount}
          canPrevious={paging.canPrevious}
          canNext={paging.canNext}
          loading={busy}
          onPrevious={paging.onPrevious}
          onNext={paging.onNext}
        />
      </HStack>
      {items.length === 0 ? (
        <ListEmptyState
          noun={nouns[1]}
          filtered={filtered}
          search={props.applied.search}
          hint={props.emptyHint}
          onClearFilters={props.onClearFilters}
        />
      ) : view === 'card' && props.renderCard ? (
        <ListCardGrid label={capitalize(nouns[1])} busy={busy}>
          {items.map((item) => props.renderCard?.(item, selectionOf(item)))}
        </ListCardGrid>
      ) : (
        <Table.Root
          size="md"
          tableLayout="fixed"
          interactive
          aria-label={capitalize(nouns[1])}
          aria-busy={busy}
          opacity={busy ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          <ListColumns
            columns={props.columns}
            sort={props.state.sort}
            onSort={props.onSort}
            selection={bulk ? { all: allOnPage, some: someOnPage, onToggleAll } : undefined}
          />
          <Table.Body>{items.map((item) => props.renderRow(item, selectionOf(item)))}</Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
