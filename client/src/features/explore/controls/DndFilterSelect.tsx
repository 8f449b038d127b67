import { Stack } from '@chakra-ui/react';
import type { AdhocFilter, QueryFormMetric } from '@chartroom/viz';
import { isAdhocMetric } from '@chartroom/viz';
import { useState } from 'react';
import { FilterPopover } from '../popovers/FilterPopover.tsx';
import { type AdhocFilterDraft, adhocFilterLabel } from '../rules/index.ts';
import { type DragItem, useDropTarget } from './dnd.tsx';
import { GhostButton, OptionPill } from './OptionPill.tsx';
import type { ControlProps } from './types.ts';

function toList(value: unknown): AdhocFilter[] {
  return Array.isArray(value)
    ? value.filter(
        (f): f is AdhocFilter =>
          typeof f === 'object' && f !== null && 'clause' in f && (f as AdhocFilter).operator !== 'TEMPORAL_RANGE',
      )
    : [];
}

function formMetrics(formData: ControlProps['formData']): QueryFormMetric[] {
  const list = [...(Array.isArray(formData.metrics) ? formData.metrics : []), formData.metric];
  return list.filter((m): m is QueryFormMetric => typeof m === 'string' || isAdhocMetric(m));
}

/**
 * Filters by drag and drop: a column dropped starts a WHERE filter on it (equals, no value yet); a
 * metric dropped starts a HAVING filter `metric > 0` in Custom SQL; both open the editor.
 */
export function DndFilterSelect({ name, value, onChange, datasource, formData, label }: ControlProps) {
  const all = Array.isArray(value) ? (value as AdhocFilter[]) : [];
  // Time-range filters (TEMPORAL_RANGE) belong to the time range control and are kept as they are.
  const kept = all.filter((f) => f.operator === 'TEMPORAL_RANGE');
  const filters = toList(value);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [initial, setInitial] = useState<Partial<AdhocFilterDraft> | null>(null);
  const commit = (list: AdhocFilter[]) => onChange([...kept, ...list]);
  const onDrop = (item: DragItem) => {
    setInitial(
      item.kind === 'column'
        ? {
            expressionType: 'SIMPLE',
            subject: item.name,
            operator: '==',
            operatorId: 'EQUALS',
            comparator: '',
            clause: 'WHERE',
          }
        : { expressionType: 'SQL', sqlExpression: `${item.name} > 0`, clause: 'HAVING' },
    );
    setEditing('new');
  };
  const { setNodeRef, isOver } = useDropTarget(`drop-${name}`, ['column', 'metric'], onDrop);
  const metrics = formMetrics(formData);
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
      {filters.map((filter, index) => (
        <FilterPopover
          key={filter.filterOptionName ?? index}
          filter={filter}
          datasource={datasource}
          metrics={metrics}
          open={editing === index}
          onOpenChange={(open) => setEditing(open ? index : null)}
          onSave={(saved) => commit(filters.map((f, i) => (i === index ? saved : f)))}
          trigger={
            <OptionPill
              kind="filter"
              label={adhocFilterLabel(filter, datasource)}
              onRemove={() => commit(filters.filter((_, i) => i !== index))}
            />
          }
        />
      ))}
      <FilterPopover
        filter={null}
        initial={initial}
        datasource={datasource}
        metrics={metrics}
        open={editing === 'new'}
        onOpenChange={(open) => {
          setEditing(open ? 'new' : null);
          if (!open) setInitial(null);
        }}
        onSave={(saved) => commit([...filters, saved])}
        trigger={
          <GhostButton text="Drop columns or metrics here or click" highlighted={isOver} aria-label="Add filter" />
        }
      />
    </Stack>
  );
}
