import { Field, Flex, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { getMetricLabel, isAdhocMetric, type QueryFormMetric } from '@chartroom/viz';
import { useState } from 'react';
import { ExplorePopover } from '../components/ExplorePopover.tsx';
import { FooterButtons } from '../popovers/MetricPopover.tsx';
import { ERROR_TEXT } from './ControlHeader.tsx';
import { GhostButton, OptionPill } from './OptionPill.tsx';
import type { ControlProps } from './types.ts';

export const FORMATTING_OPERATORS = ['None', '>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤'] as const;
type FormattingOperator = (typeof FORMATTING_OPERATORS)[number];
const BETWEEN: ReadonlySet<string> = new Set(['< x <', '≤ x ≤', '≤ x <', '< x ≤']);
const COLORS = [
  ['#ACE1C4', 'Green'],
  ['#FDE380', 'Yellow'],
  ['#EFA1AA', 'Red'],
] as const;

export interface ConditionalFormattingRule {
  column?: string;
  colorScheme?: string;
  operator?: FormattingOperator;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
}

/** The messages of a rule: every field 'Required'; between operators need left < right. */
export function formattingErrors(rule: ConditionalFormattingRule): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!rule.column) errors.column = 'Required';
  if (!rule.colorScheme) errors.colorScheme = 'Required';
  if (!rule.operator) errors.operator = 'Required';
  if (rule.operator && rule.operator !== 'None') {
    if (BETWEEN.has(rule.operator)) {
      if (rule.targetValueLeft === undefined) errors.targetValueLeft = 'Required';
      if (rule.targetValueRight === undefined) errors.targetValueRight = 'Required';
      if (
        rule.targetValueLeft !== undefined &&
        rule.targetValueRight !== undefined &&
        rule.targetValueLeft >= rule.targetValueRight
      ) {
        errors.targetValueLeft = 'This value should be smaller than the right target value';
        errors.targetValueRight = 'This value should be greater than the left target value';
      }
    } else if (rule.targetValue === undefined) errors.targetValue = 'Required';
  }
  return errors;
}

function toRules(value: unknown): ConditionalFormattingRule[] {
  return Array.isArray(value)
    ? value.filter((r): r is ConditionalFormattingRule => typeof r === 'object' && r !== null)
    : [];
}

/** Colour rules on metric columns: a colour per condition (operator and target values). */
export function ConditionalFormattingControl({ value, onChange, formData, label }: ControlProps) {
  const rules = toRules(value);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const metrics = (Array.isArray(formData.metrics) ? formData.metrics : []).filter(
    (m): m is QueryFormMetric => typeof m === 'string' || isAdhocMetric(m),
  );
  const columns = metrics.map(getMetricLabel);
  const editor = (rule: ConditionalFormattingRule | null, index: number | 'new') => (
    <FormattingEditor
      rule={rule}
      columns={columns}
      onClose={() => setEditing(null)}
      onSave={(saved) => {
        onChange(index === 'new' ? [...rules, saved] : rules.map((r, i) => (i === index ? saved : r)));
        setEditing(null);
      }}
    />
  );
  return (
    <Stack gap="1" role="group" aria-label={label}>
      {rules.map((rule, index) => (
        <ExplorePopover
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity besides their place
          key={index}
          open={editing === index}
          onOpenChange={(open) => setEditing(open ? index : null)}
          label="Edit conditional formatting"
          title="Conditional formatting"
          trigger={
            <OptionPill
              kind="formatting rule"
              label={`${rule.column ?? ''} ${rule.operator ?? ''} ${rule.targetValue ?? [rule.targetValueLeft, rule.targetValueRight].join(', ')}`}
              onRemove={() => onChange(rules.filter((_, i) => i !== index))}
            />
          }
        >
          {editing === index ? editor(rule, index) : null}
        </ExplorePopover>
      ))}
      <ExplorePopover
        open={editing === 'new'}
        onOpenChange={(open) => setEditing(open ? 'new' : null)}
        label="Add conditional formatting"
        title="Conditional formatting"
        trigger={<GhostButton text="Add new color formatter" highlighted={false} />}
      >
        {editing === 'new' ? editor(null, 'new') : null}
      </ExplorePopover>
    </Stack>
  );
}

function FormattingEditor({
  rule,
  columns,
  onClose,
  onSave,
}: {
  rule: ConditionalFormattingRule | null;
  columns: readonly string[];
  onClose: () => void;
  onSave: (rule: ConditionalFormattingRule) => void;
}) {
  const [draft, setDraft] = useState<ConditionalFormattingRule>(rule ?? { colorScheme: '#ACE1C4', operator: 'None' });
  const errors = formattingErrors(draft);
  const num = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));
  const select = (
    key: 'column' | 'colorScheme' | 'operator',
    text: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <Field.Root invalid={Boolean(errors[key])}>
      <Field.Label>{text}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={draft[key] ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, [key]: e.currentTarget.value || undefined }))}
        >
          <option value="">Select…</option>
          {options.map(([v, t]) => (
            <option key={v} value={v}>
              {t}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {errors[key] ? <Field.ErrorText color={ERROR_TEXT}>{errors[key]}</Field.ErrorText> : null}
    </Field.Root>
  );
  const target = (key: 'targetValue' | 'targetValueLeft' | 'targetValueRight', text: string) => (
    <Field.Root invalid={Boolean(errors[key])}>
      <Field.Label>{text}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        defaultValue={draft[key] ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: num(e.currentTarget.value) }))}
      />
      {errors[key] ? <Field.ErrorText color={ERROR_TEXT}>{errors[key]}</Field.ErrorText> : null}
    </Field.Root>
  );
  return (
    <Stack gap="3">
      {select(
        'column',
        'Column',
        columns.map((c) => [c, c] as const),
      )}
      {select('colorScheme', 'Color scheme', COLORS)}
      <Flex gap="2" align="flex-start">
        {select(
          'operator',
          'Operator',
          FORMATTING_OPERATORS.map((o) => [o, o] as const),
        )}
        {draft.operator && BETWEEN.has(draft.operator) ? (
          <>
            {target('targetValueLeft', 'Left value')}
            {target('targetValueRight', 'Right value')}
          </>
        ) : draft.operator && draft.operator !== 'None' ? (
          target('targetValue', 'Target value')
        ) : null}
      </Flex>
      <FooterButtons
        canSave={Object.keys(errors).length === 0}
        changed
        onClose={onClose}
        onSave={() => onSave(draft)}
      />
    </Stack>
  );
}
