import { Field, NativeSelect, Stack, Tabs, Textarea } from '@chakra-ui/react';
import { type AdhocColumn, isAdhocColumn, type QueryFormColumn } from '@chartroom/viz';
import { arrayMove } from '@dnd-kit/sortable';
import { type ReactElement, useState } from 'react';
import { ExplorePopover } from '../components/ExplorePopover.tsx';
import { EmptyHint } from '../popovers/EmptyHint.tsx';
import { InlineLabel } from '../popovers/InlineLabel.tsx';
import { FooterButtons } from '../popovers/MetricPopover.tsx';
import { columnLabel, type ExploreDatasource } from '../rules/index.ts';
import { type DragItem, SortableItem, SortableList, useDropTarget } from './dnd.tsx';
import { GhostButton, OptionPill } from './OptionPill.tsx';
import type { ControlProps } from './types.ts';

function toList(value: unknown): QueryFormColumn[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return list.filter((c): c is QueryFormColumn => typeof c === 'string' || isAdhocColumn(c));
}

/** Columns by drag and drop (dimensions, x-axis, raw columns); the ghost button opens the column editor. */
export function DndColumnSelect({ name, config, value, onChange, datasource, label }: ControlProps) {
  const multi = config.multi !== false;
  const temporalOnly = name === 'x_axis' || name === 'granularity_sqla';
  const columns = toList(value);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const commit = (list: QueryFormColumn[]) => onChange(multi ? list : (list[list.length - 1] ?? null));
  const onDrop = (item: DragItem) => {
    if (item.kind !== 'column' || columns.includes(item.name)) return;
    commit(multi ? [...columns, item.name] : [item.name]);
  };
  const { setNodeRef, isOver } = useDropTarget(`drop-${name}`, ['column'], onDrop);
  return (
    <Stack
      ref={setNodeRef}
      gap="1"
      role="group"
      aria-label={label}
      p="1"
      borderRadius="md"
      outline={isOver ? '2px dashed' : undefined}
      outlineColor="blue.solid"
    >
      <SortableList list={name} count={columns.length}>
        {columns.map((column, index) => (
          <SortableItem
            key={typeof column === 'string' ? column : (column.optionName ?? column.sqlExpression)}
            list={name}
            listLabel={label}
            itemLabel={`column ${columnLabel(column, datasource)}`}
            index={index}
            count={columns.length}
            onMove={(from, to) => commit(arrayMove(columns, from, to))}
          >
            <ColumnPopover
              column={column}
              datasource={datasource}
              temporalOnly={temporalOnly}
              open={editing === index}
              onOpenChange={(open) => setEditing(open ? index : null)}
              onSave={(saved) => commit(columns.map((c, i) => (i === index ? saved : c)))}
              trigger={
                <OptionPill
                  kind="column"
                  label={columnLabel(column, datasource)}
                  onRemove={() => commit(columns.filter((_, i) => i !== index))}
                  onMoveUp={
                    index > 0
                      ? () =>
                          commit(
                            columns.map((c, i) =>
                              i === index - 1 ? columns[index] : i === index ? columns[index - 1] : c,
                            ) as QueryFormColumn[],
                          )
                      : undefined
                  }
                />
              }
            />
          </SortableItem>
        ))}
      </SortableList>
      {multi || columns.length === 0 ? (
        <ColumnPopover
          column={null}
          datasource={datasource}
          temporalOnly={temporalOnly}
          open={editing === 'new'}
          onOpenChange={(open) => setEditing(open ? 'new' : null)}
          onSave={(saved) => commit([...columns, saved])}
          trigger={
            <GhostButton
              text="Drop columns here or click"
              highlighted={isOver}
              aria-label={`Add ${label.toLowerCase()}`}
            />
          }
        />
      ) : null}
    </Stack>
  );
}

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

interface ColumnPopoverProps {
  readonly column: QueryFormColumn | null;
  readonly datasource: ExploreDatasource;
  readonly temporalOnly: boolean;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSave: (column: QueryFormColumn) => void;
  readonly trigger: ReactElement;
}

/** The column editor: a calculated column (Saved), a dataset column (Simple) or a SQL expression. */
function ColumnPopover(props: ColumnPopoverProps) {
  return (
    <ExplorePopover
      open={props.open}
      onOpenChange={props.onOpenChange}
      trigger={props.trigger}
      label="Edit column"
      title="Column"
    >
      {props.open ? <ColumnEditor {...props} /> : null}
    </ExplorePopover>
  );
}

function ColumnEditor({ column, datasource, temporalOnly, onOpenChange, onSave }: ColumnPopoverProps) {
  const calculated = datasource.columns.filter((c) => c.expression && (!temporalOnly || c.is_dttm));
  const physical = datasource.columns.filter((c) => !temporalOnly || c.is_dttm);
  const initialTab: Tab =
    column && typeof column !== 'string'
      ? 'SQL'
      : calculated.some((c) => c.column_name === column)
        ? 'SAVED'
        : 'SIMPLE';
  const [tab, setTab] = useState<Tab>(initialTab);
  const [picked, setPicked] = useState(typeof column === 'string' ? column : '');
  const [sql, setSql] = useState(column && typeof column !== 'string' ? column.sqlExpression : '');
  const [label, setLabel] = useState(column && typeof column !== 'string' ? (column.label ?? '') : '');
  const result: QueryFormColumn | null =
    tab === 'SQL'
      ? sql.trim()
        ? ({ sqlExpression: sql.trim(), label: label || sql.trim(), expressionType: 'SQL' } satisfies AdhocColumn)
        : null
      : picked || null;
  const changed = JSON.stringify(result) !== JSON.stringify(column);
  const select = (options: typeof physical, empty: string) => (
    <Field.Root>
      <Field.Label>Column</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={picked} onChange={(e) => setPicked(e.currentTarget.value)}>
          <option value="">{empty}</option>
          {options.map((c) => (
            <option key={c.column_name} value={c.column_name}>
              {c.verbose_name || c.column_name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <>
      <InlineLabel
        value={label || (tab === 'SQL' ? sql : picked ? columnLabel(picked, datasource) : '') || 'My column'}
        onChange={setLabel}
      />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} size="sm" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="SAVED">Saved</Tabs.Trigger>
          <Tabs.Trigger value="SIMPLE">Simple</Tabs.Trigger>
          <Tabs.Trigger value="SQL">Custom SQL</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="SAVED">
          {calculated.length === 0 ? (
            <EmptyHint
              title="No saved expressions found"
              hint={
                temporalOnly
                  ? 'Edit the dataset to mark a column as a time column.'
                  : 'Edit the dataset to add calculated columns.'
              }
            />
          ) : (
            select(calculated, 'Select a calculated column')
          )}
        </Tabs.Content>
        <Tabs.Content value="SIMPLE">
          {physical.length === 0 ? (
            <EmptyHint title="No temporal columns found" hint="Edit the dataset to mark a column as a time column." />
          ) : (
            select(physical, 'Select column')
          )}
        </Tabs.Content>
        <Tabs.Content value="SQL">
          <Field.Root>
            <Field.Label>Custom SQL</Field.Label>
            <Textarea
              size="sm"
              fontFamily="mono"
              rows={4}
              value={sql}
              onChange={(e) => setSql(e.currentTarget.value)}
            />
          </Field.Root>
        </Tabs.Content>
      </Tabs.Root>
      <FooterButtons
        canSave={result !== null}
        changed={changed}
        onClose={() => onOpenChange(false)}
        onSave={() => {
          if (result === null) return;
          onSave(result);
          onOpenChange(false);
        }}
      />
    </>
  );
}
