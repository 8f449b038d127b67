import { Field, Input, NativeSelect, Tabs, Text, Textarea } from '@chakra-ui/react';
import type { AdhocFilter, FilterComparator, FilterOperator, QueryFormMetric } from '@chartroom/viz';
import { type ReactElement, useRef, useState } from 'react';
import { ExplorePopover } from '../components/ExplorePopover.tsx';
import {
  type AdhocFilterDraft,
  adhocFilterToSql,
  type ExploreDatasource,
  filterAfterOperatorChange,
  filterAfterSubjectChange,
  isAdhocFilterValid,
  isOperatorRelevant,
  metricLabel,
  normalizeAdhocFilter,
  type OperatorId,
} from '../rules/index.ts';
import { DISABLE_INPUT_OPERATORS, isOperatorId, MULTI_OPERATORS, OPERATOR_IDS, OPERATORS } from '../rules/operators.ts';
import { FooterButtons } from './MetricPopover.tsx';
import { useAdvancedDataType, useAdvancedDataTypesEnabled } from './useAdvancedDataType.ts';
import { ValuesInput } from './ValuesInput.tsx';

export interface FilterPopoverProps {
  readonly filter: AdhocFilter | null;
  /** A new filter's starting point (a dropped column or metric). */
  readonly initial?: Partial<AdhocFilterDraft> | null;
  readonly datasource: ExploreDatasource;
  /** Metrics of the form, offered as HAVING subjects. */
  readonly metrics: readonly QueryFormMetric[];
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSave: (filter: AdhocFilter) => void;
  readonly trigger: ReactElement;
}

/** The filter editor: a column, operator and value (operators by column type), or Custom SQL. */
export function FilterPopover(props: FilterPopoverProps) {
  return (
    <ExplorePopover
      open={props.open}
      onOpenChange={props.onOpenChange}
      trigger={props.trigger}
      label="Edit filter"
      title="Filter"
      width="440px"
    >
      {props.open ? <FilterEditor {...props} /> : null}
    </ExplorePopover>
  );
}

function toFilter(draft: AdhocFilterDraft): AdhocFilter | null {
  if (!isAdhocFilterValid(draft)) return null;
  const common = { clause: draft.clause, filterOptionName: draft.filterOptionName };
  if (draft.expressionType === 'SQL')
    return { ...common, expressionType: 'SQL', sqlExpression: draft.sqlExpression ?? '' };
  return {
    ...common,
    expressionType: 'SIMPLE',
    subject: draft.subject ?? '',
    operator: (draft.operator ?? '==') as FilterOperator,
    ...(draft.operatorId ? { operatorId: draft.operatorId } : {}),
    ...(draft.comparator === undefined ? {} : { comparator: draft.comparator }),
  };
}

function FilterEditor({ filter, initial, datasource, metrics, onOpenChange, onSave }: FilterPopoverProps) {
  const [draft, setDraft] = useState<AdhocFilterDraft>(() =>
    normalizeAdhocFilter(filter ?? { expressionType: 'SIMPLE', clause: 'WHERE', ...(initial ?? {}) }, { datasource }),
  );
  const [initialText] = useState(() => JSON.stringify(filter));
  const result = toFilter(draft);
  const changed = JSON.stringify(result) !== initialText;
  const columns = datasource.columns.filter((c) => c.filterable !== false);
  const metricSubjects = metrics.map((m) => metricLabel(m, datasource));
  const operatorId = isOperatorId(draft.operatorId) ? draft.operatorId : null;
  const multi = operatorId !== null && MULTI_OPERATORS.has(operatorId);
  const noValue = operatorId !== null && DISABLE_INPUT_OPERATORS.has(operatorId);
  // ENABLE_ADVANCED_DATA_TYPES: a column typed internet_address or port has its values read by the
  // server as they are typed (600 ms after the last key), which also says the operators it takes.
  const advancedEnabled = useAdvancedDataTypesEnabled();
  const subjectColumn =
    draft.expressionType === 'SIMPLE' ? datasource.columns.find((c) => c.column_name === draft.subject) : undefined;
  const advancedType = (advancedEnabled && subjectColumn?.advanced_data_type) || null;
  const typedValues = Array.isArray(draft.comparator)
    ? draft.comparator.map(String)
    : draft.comparator === null || draft.comparator === undefined
      ? []
      : [String(draft.comparator)];
  const advanced = useAdvancedDataType(advancedType, noValue ? [] : typedValues);
  const advancedOperators = useRef<readonly string[]>([]);
  if ((advanced.status === 'ok' || advanced.status === 'error') && advanced.operators.length) {
    advancedOperators.current = advanced.operators;
  }
  const operators = OPERATOR_IDS.filter(
    (id) =>
      isOperatorRelevant(id, draft.subject, datasource, draft.clause) &&
      (!advancedType || !advancedOperators.current.length || advancedOperators.current.includes(id)),
  );
  const setComparator = (comparator: FilterComparator) => setDraft((d) => ({ ...d, comparator }));
  return (
    <>
      <Tabs.Root
        value={draft.expressionType}
        size="sm"
        lazyMount
        onValueChange={(e) =>
          setDraft((d) =>
            e.value === 'SQL'
              ? { ...d, expressionType: 'SQL', sqlExpression: d.sqlExpression || adhocFilterToSql(d, datasource) }
              : { ...d, expressionType: 'SIMPLE' },
          )
        }
      >
        <Tabs.List>
          <Tabs.Trigger value="SIMPLE">Simple</Tabs.Trigger>
          <Tabs.Trigger value="SQL">Custom SQL</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="SIMPLE" display="flex" flexDirection="column" gap="3">
          <Field.Root>
            <Field.Label>Column</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.subject ?? ''}
                onChange={(e) => {
                  // Read before the updater runs: React may run it after the event is gone.
                  const subject = e.currentTarget.value;
                  setDraft((d) => filterAfterSubjectChange(d, subject, datasource));
                }}
              >
                <option value="">
                  {draft.clause === 'HAVING' ? 'To filter on a metric, use Custom SQL tab.' : 'Select column'}
                </option>
                <optgroup label="Columns">
                  {columns.map((c) => (
                    <option key={c.column_name} value={c.column_name}>
                      {c.verbose_name || c.column_name}
                    </option>
                  ))}
                </optgroup>
                {metricSubjects.length ? (
                  <optgroup label="Metrics">
                    {metricSubjects.map((m) => (
                      <option key={m} value={m}>
                        {m}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {columns.length === 0 ? (
              <Field.HelperText>No such column found. To filter on a metric, try the Custom SQL tab.</Field.HelperText>
            ) : null}
          </Field.Root>
          <Field.Root>
            <Field.Label>Operator</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={operatorId ?? ''}
                onChange={(e) => {
                  const id = e.currentTarget.value;
                  if (isOperatorId(id)) setDraft((d) => filterAfterOperatorChange(d, id as OperatorId, datasource));
                }}
              >
                <option value="">Select operator</option>
                {operators.map((id) => (
                  <option key={id} value={id}>
                    {OPERATORS[id].display}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {noValue ? null : multi ? (
            <Field.Root invalid={advancedType !== null && advanced.status === 'error'}>
              <Field.Label>Values</Field.Label>
              <ValuesInput
                label="Values"
                values={(Array.isArray(draft.comparator) ? draft.comparator : []).map(String)}
                onChange={setComparator}
              />
              <Field.HelperText>
                Paste many values at once: commas, new lines, tabs or semicolons separate them.
              </Field.HelperText>
              <AdvancedTypeHint type={advancedType} state={advanced} />
            </Field.Root>
          ) : (
            <Field.Root invalid={advancedType !== null && advanced.status === 'error'}>
              <Field.Label>Value</Field.Label>
              <Input
                size="sm"
                placeholder="Filter value (case sensitive)"
                value={draft.comparator === null || draft.comparator === undefined ? '' : String(draft.comparator)}
                onChange={(e) => setComparator(e.currentTarget.value)}
              />
              <AdvancedTypeHint type={advancedType} state={advanced} />
            </Field.Root>
          )}
        </Tabs.Content>
        <Tabs.Content value="SQL" display="flex" flexDirection="column" gap="3">
          <Field.Root>
            <Field.Label>Clause</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.clause}
                onChange={(e) => {
                  const clause = e.currentTarget.value === 'HAVING' ? 'HAVING' : 'WHERE';
                  setDraft((d) => ({ ...d, clause }));
                }}
              >
                <option value="WHERE">WHERE</option>
                <option value="HAVING">HAVING</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Custom SQL</Field.Label>
            <Textarea
              size="sm"
              fontFamily="mono"
              rows={4}
              value={draft.sqlExpression ?? ''}
              placeholder="e.g. price > 10"
              onChange={(e) => {
                const sqlExpression = e.currentTarget.value;
                setDraft((d) => ({ ...d, sqlExpression }));
              }}
            />
          </Field.Root>
          <Text fontSize="xs" color="fg.muted">
            WHERE filters rows before aggregation; HAVING filters the aggregated results.
          </Text>
        </Tabs.Content>
      </Tabs.Root>
      <FooterButtons
        canSave={result !== null && (advancedType === null || noValue || advanced.status === 'ok')}
        changed={changed}
        onClose={() => onOpenChange(false)}
        onSave={() => {
          if (!result) return;
          onSave(result);
          onOpenChange(false);
        }}
      />
    </>
  );
}

/** Under the value of an advanced-typed column: the server's reading of it, or why it cannot read it. */
function AdvancedTypeHint({ type, state }: { type: string | null; state: ReturnType<typeof useAdvancedDataType> }) {
  if (!type) return null;
  if (state.status === 'error') return <Field.ErrorText>{state.message}</Field.ErrorText>;
  if (state.status === 'ok' && state.displayValue)
    return (
      <Field.HelperText data-testid="advanced-type-value">
        {type === 'port' ? 'Ports' : 'Addresses'}: {state.displayValue}
      </Field.HelperText>
    );
  return (
    <Field.HelperText>
      {type === 'internet_address'
        ? 'An IPv4 or IPv6 address or network (CIDR), e.g. 10.0.0.0/8'
        : 'A port number or name, e.g. 443 or https'}
    </Field.HelperText>
  );
}
