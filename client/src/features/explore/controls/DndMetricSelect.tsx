import { Stack } from '@chakra-ui/react';
import { isAdhocMetric, type QueryFormMetric } from '@chartroom/viz';
import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import { MetricPopover } from '../popovers/MetricPopover.tsx';
import { metricLabel } from '../rules/index.ts';
import { type DragItem, SortableItem, SortableList, useDropTarget } from './dnd.tsx';
import { GhostButton, OptionPill } from './OptionPill.tsx';
import type { ControlProps } from './types.ts';

function toList(value: unknown): QueryFormMetric[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return list.filter((m): m is QueryFormMetric => typeof m === 'string' || isAdhocMetric(m));
}

/**
 * Metrics by drag and drop: a saved metric dropped is added as it is; a column dropped opens the
 * editor on it; the ghost button (or Enter on it) opens the editor for a new metric.
 */
export function DndMetricSelect({ name, config, value, onChange, datasource, label }: ControlProps) {
  const multi = config.multi !== false;
  const metrics = toList(value);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [droppedColumn, setDroppedColumn] = useState<string | null>(null);
  const commit = (list: QueryFormMetric[]) => onChange(multi ? list : (list[list.length - 1] ?? null));
  // A dataset that disallows ad-hoc metrics takes saved metrics only: a column is not accepted (Superset).
  const adhocDisallowed = datasource.disallowAdhocMetrics === true;
  const onDrop = (item: DragItem) => {
    if (item.kind === 'metric') commit(multi ? [...metrics, item.name] : [item.name]);
    else {
      setDroppedColumn(item.name);
      setEditing('new');
    }
  };
  const { setNodeRef, isOver } = useDropTarget(
    `drop-${name}`,
    adhocDisallowed ? ['metric'] : ['column', 'metric'],
    onDrop,
  );
  const canAdd = multi || metrics.length === 0;
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
      <SortableList list={name} count={metrics.length}>
        {metrics.map((metric, index) => (
          <SortableItem
            key={typeof metric === 'string' ? metric : (metric.optionName ?? index)}
            list={name}
            listLabel={label}
            itemLabel={`metric ${metricLabel(metric, datasource)}`}
            index={index}
            count={metrics.length}
            onMove={(from, to) => commit(arrayMove(metrics, from, to))}
          >
            <MetricPopover
              metric={metric}
              datasource={datasource}
              open={editing === index}
              onOpenChange={(open) => setEditing(open ? index : null)}
              onSave={(saved) => commit(metrics.map((m, i) => (i === index ? saved : m)))}
              trigger={
                <OptionPill
                  kind="metric"
                  label={metricLabel(metric, datasource)}
                  onRemove={() => commit(metrics.filter((_, i) => i !== index))}
                  onMoveUp={
                    index > 0
                      ? () =>
                          commit(
                            metrics.map((m, i) =>
                              i === index - 1 ? metrics[index] : i === index ? metrics[index - 1] : m,
                            ) as QueryFormMetric[],
                          )
                      : undefined
                  }
                />
              }
            />
          </SortableItem>
        ))}
      </SortableList>
      {canAdd ? (
        <MetricPopover
          metric={null}
          column={droppedColumn}
          datasource={datasource}
          open={editing === 'new'}
          onOpenChange={(open) => {
            setEditing(open ? 'new' : null);
            if (!open) setDroppedColumn(null);
          }}
          onSave={(saved) => commit([...metrics, saved])}
          trigger={
            <GhostButton
              text={adhocDisallowed ? 'Drop a saved metric here or click' : 'Drop columns or metrics here or click'}
              highlighted={isOver}
              aria-label={`Add ${label.toLowerCase()}`}
            />
          }
        />
      ) : null}
    </Stack>
  );
}
