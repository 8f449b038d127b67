import { Button, Field, NativeSelect, Tabs, Text, Textarea } from '@chakra-ui/react';
import { type AdhocMetric, METRIC_AGGREGATES, type MetricAggregate, type QueryFormMetric } from '@chartroom/viz';
import { type ReactElement, useState } from 'react';
import { ExplorePopover } from '../components/ExplorePopover.tsx';
import {
  type AdhocMetricDraft,
  adhocMetricLabel,
  type ExploreDatasource,
  isAdhocMetricValid,
  metricLabel,
  normalizeAdhocMetric,
} from '../rules/index.ts';
import { EmptyHint } from './EmptyHint.tsx';
import { InlineLabel } from './InlineLabel.tsx';

type Tab = 'SAVED' | 'SIMPLE' | 'SQL';

interface Draft {
  tab: Tab;
  saved: string;
  adhoc: AdhocMetricDraft;
}

function initialDraft(metric: QueryFormMetric | null, datasource: ExploreDatasource, column: string | null): Draft {
  const hasSaved = (datasource.metrics?.length ?? 0) > 0;
  if (typeof metric === 'string') {
    return {
      tab: 'SAVED',
      saved: metric,
      adhoc: normalizeAdhocMetric({ expressionType: 'SIMPLE' }, { columns: datasource.columns }),
    };
  }
  const col = column ? datasource.columns.find((c) => c.column_name === column) : undefined;
  const adhoc = normalizeAdhocMetric(metric ?? { expressionType: 'SIMPLE', ...(col ? { column: col } : {}) }, {
    columns: datasource.columns,
  });
  // A new metric opens on Saved when the dataset has saved metrics, unless it starts from a dropped column;
  // a dataset that disallows ad-hoc metrics offers only Saved.
  const tab: Tab =
    datasource.disallowAdhocMetrics || (metric === null && hasSaved && !col)
      ? 'SAVED'
      : adhoc.expressionType === 'SQL'
        ? 'SQL'
        : 'SIMPLE';
  return { tab, saved: '', adhoc };
}

function toMetric(draft: Draft, label: string | null): QueryFormMetric | null {
  if (draft.tab === 'SAVED') return draft.saved || null;
  const adhoc = normalizeAdhocMetric({ ...draft.adhoc, expressionType: draft.tab === 'SQL' ? 'SQL' : 'SIMPLE' });
  if (!isAdhocMetricValid(adhoc)) return null;
  const hasCustomLabel = Boolean(label);
  const base = {
    label: hasCustomLabel && label ? label : adhocMetricLabel({ ...adhoc, hasCustomLabel: false }),
    hasCustomLabel,
    optionName: adhoc.optionName,
  };
  if (adhoc.expressionType === 'SQL')
    return { ...base, expressionType: 'SQL', sqlExpression: adhoc.sqlExpression ?? '' } satisfies AdhocMetric;
  const column = adhoc.column;
  const aggregate = METRIC_AGGREGATES.find((a) => a === adhoc.aggregate);
  if (!column || !aggregate) return null;
  return {
    ...base,
    expressionType: 'SIMPLE',
    column: { column_name: column.column_name, type: column.type ?? null },
    aggregate: aggregate satisfies MetricAggregate,
  };
}

export interface MetricPopoverProps {
  readonly metric: QueryFormMetric | null;
  readonly datasource: ExploreDatasource;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSave: (metric: QueryFormMetric) => void;
  readonly trigger: ReactElement;
  /** A column dropped on the metric area: the new metric starts from it. */
  readonly column?: string | null;
}

/** The metric editor: a saved metric, a column and aggregate, or Custom SQL; Save only with a valid metric. */
export function MetricPopover(props: MetricPopoverProps) {
  return (
    <ExplorePopover
      open={props.open}
      onOpenChange={props.onOpenChange}
      trigger={props.trigger}
      label="Edit metric"
      title="Metric"
      width="420px"
    >
      {props.open ? <MetricEditor {...props} /> : null}
    </ExplorePopover>
  );
}

function MetricEditor({ metric, datasource, onOpenChange, onSave, column }: MetricPopoverProps) {
  const [draft, setDraft] = useState(() => initialDraft(metric, datasource, column ?? null));
  const [label, setLabel] = useState<string | null>(
    metric && typeof metric !== 'string' && metric.hasCustomLabel ? (metric.label ?? null) : null,
  );
  const [initial] = useState(() => JSON.stringify(toMetric(initialDraft(metric, datasource, column ?? null), label)));
  const result = toMetric(draft, label);
  const changed = JSON.stringify(result) !== initial || metric === null;
  const savedMetrics = datasource.metrics ?? [];
  const adhocDisallowed = datasource.disallowAdhocMetrics === true;
  const setAdhoc = (patch: Partial<AdhocMetricDraft>) =>
    setDraft((d) => ({ ...d, saved: '', adhoc: { ...d.adhoc, ...patch } }));
  const shownLabel =
    label ??
    (draft.tab === 'SAVED'
      ? draft.saved
        ? metricLabel(draft.saved, datasource)
        : 'My metric'
      : result
        ? adhocMetricLabel({ ...draft.adhoc, hasCustomLabel: false })
        : 'My metric');
  return (
    <>
      <InlineLabel value={shownLabel} onChange={(value) => setLabel(value || null)} />
      <Tabs.Root
        value={draft.tab}
        onValueChange={(e) => setDraft((d) => ({ ...d, tab: e.value as Tab }))}
        size="sm"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="SAVED">Saved</Tabs.Trigger>
          <Tabs.Trigger
            value="SIMPLE"
            disabled={adhocDisallowed}
            title={adhocDisallowed ? 'Simple ad-hoc metrics are not enabled for this dataset' : undefined}
          >
            Simple
          </Tabs.Trigger>
          <Tabs.Trigger
            value="SQL"
            disabled={adhocDisallowed}
            title={adhocDisallowed ? 'Custom SQL ad-hoc metrics are not enabled for this dataset' : undefined}
          >
            Custom SQL
          </Tabs.Trigger>
        </Tabs.List>
        {adhocDisallowed ? (
          <Text fontSize="xs" color="fg.muted">
            This dataset allows only its saved metrics: Simple and Custom SQL metrics are not enabled.
          </Text>
        ) : null}
        <Tabs.Content value="SAVED">
          {savedMetrics.length === 0 ? (
            <EmptyHint
              title="No saved metrics found"
              hint="Add metrics to the dataset in its editor to reuse them here."
            />
          ) : (
            <Field.Root>
              <Field.Label>Saved metric</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={draft.saved}
                  onChange={(e) => {
                    const saved = e.currentTarget.value;
                    setDraft((d) => ({ ...d, saved }));
                  }}
                >
                  <option value="">Select a saved metric</option>
                  {savedMetrics.map((m) => (
                    <option key={m.metric_name} value={m.metric_name}>
                      {m.verbose_name || m.metric_name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </Tabs.Content>
        <Tabs.Content value="SIMPLE" display="flex" flexDirection="column" gap="3">
          <Field.Root>
            <Field.Label>Column</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.adhoc.column?.column_name ?? ''}
                onChange={(e) =>
                  setAdhoc({ column: datasource.columns.find((c) => c.column_name === e.currentTarget.value) ?? null })
                }
              >
                <option value="">Select column</option>
                {datasource.columns.map((c) => (
                  <option key={c.column_name} value={c.column_name}>
                    {c.verbose_name || c.column_name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Aggregate</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.adhoc.aggregate ?? ''}
                onChange={(e) => setAdhoc({ aggregate: e.currentTarget.value || null })}
              >
                <option value="">Select aggregate options</option>
                {METRIC_AGGREGATES.map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Tabs.Content>
        <Tabs.Content value="SQL">
          <Field.Root>
            <Field.Label>Custom SQL</Field.Label>
            <Textarea
              size="sm"
              fontFamily="mono"
              rows={5}
              value={draft.adhoc.sqlExpression ?? ''}
              placeholder="e.g. SUM(price * quantity)"
              onChange={(e) => setAdhoc({ sqlExpression: e.currentTarget.value })}
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

/** Close and Save: Save enabled only with something valid, and highlighted only when it changes anything. */
export function FooterButtons({
  canSave,
  changed,
  onClose,
  onSave,
}: {
  canSave: boolean;
  changed: boolean;
  onClose: () => void;
  onSave: () => void;
}) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
      <Button size="sm" variant="outline" onClick={onClose}>
        Close
      </Button>
      <Button
        size="sm"
        colorPalette="blue"
        variant={changed ? 'solid' : 'outline'}
        disabled={!canSave}
        onClick={onSave}
      >
        Save
      </Button>
    </div>
  );
}
