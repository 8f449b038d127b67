import { Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { AnnotationLayer, AnnotationType } from '@chartroom/viz';
import { Suspense, useState } from 'react';
import { ExplorePopover } from '../components/ExplorePopover.tsx';
import { FooterButtons } from '../popovers/MetricPopover.tsx';
import { AnnotationLayerValueSelect } from './AnnotationLayerValueSelect.tsx';
import { ERROR_TEXT } from './ControlHeader.tsx';
import { GhostButton, OptionPill } from './OptionPill.tsx';
import type { ControlProps } from './types.ts';

const TYPES: readonly { value: AnnotationType; label: string; valueLabel: string }[] = [
  { value: 'FORMULA', label: 'Formula', valueLabel: 'Formula (e.g. 2x+5)' },
  { value: 'EVENT', label: 'Event', valueLabel: 'Annotation layer' },
  { value: 'INTERVAL', label: 'Interval', valueLabel: 'Annotation layer' },
  { value: 'TIME_SERIES', label: 'Time series', valueLabel: 'Chart' },
];

function toLayers(value: unknown): AnnotationLayer[] {
  return Array.isArray(value)
    ? value.filter((l): l is AnnotationLayer => typeof l === 'object' && l !== null && 'name' in l)
    : [];
}

/** Annotation layers over a time series: a formula, events or intervals of a native layer, or another chart's series. */
export function AnnotationLayerControl({ value, onChange, label }: ControlProps) {
  const layers = toLayers(value);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const editor = (layer: AnnotationLayer | null, index: number | 'new') => (
    <AnnotationLayerEditor
      layer={layer}
      taken={layers.filter((_, i) => i !== index).map((l) => l.name)}
      onClose={() => setEditing(null)}
      onSave={(saved) => {
        onChange(index === 'new' ? [...layers, saved] : layers.map((l, i) => (i === index ? saved : l)));
        setEditing(null);
      }}
    />
  );
  return (
    <Stack gap="1" role="group" aria-label={label}>
      {layers.map((layer, index) => (
        <ExplorePopover
          key={layer.name}
          open={editing === index}
          onOpenChange={(open) => setEditing(open ? index : null)}
          label="Edit annotation layer"
          title="Edit annotation layer"
          trigger={
            <OptionPill
              kind="annotation layer"
              label={layer.name}
              onRemove={() => onChange(layers.filter((_, i) => i !== index))}
            />
          }
        >
          {editing === index ? editor(layer, index) : null}
        </ExplorePopover>
      ))}
      <ExplorePopover
        open={editing === 'new'}
        onOpenChange={(open) => setEditing(open ? 'new' : null)}
        label="Add annotation layer"
        title="Add annotation layer"
        trigger={<GhostButton text="Add annotation layer" highlighted={false} />}
      >
        {editing === 'new' ? editor(null, 'new') : null}
      </ExplorePopover>
    </Stack>
  );
}

function AnnotationLayerEditor({
  layer,
  taken,
  onClose,
  onSave,
}: {
  layer: AnnotationLayer | null;
  taken: readonly string[];
  onClose: () => void;
  onSave: (layer: AnnotationLayer) => void;
}) {
  const [name, setName] = useState(layer?.name ?? '');
  const [type, setType] = useState<AnnotationType>(layer?.annotationType ?? 'FORMULA');
  const [raw, setRaw] = useState(layer ? String(layer.value) : '');
  // Errors show once a field was typed in (a fresh form does not open in red; leaving a field does
  // not shift the buttons under the pointer on the way to Close).
  const [touched, setTouched] = useState({ name: false, value: false });
  const touch = (field: 'name' | 'value') => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  const meta = TYPES.find((t) => t.value === type) ?? TYPES[0];
  const numeric = type !== 'FORMULA';
  const nameError = !name.trim() ? 'Required' : taken.includes(name.trim()) ? 'A layer of this name exists' : null;
  const valueError = !raw.trim()
    ? 'Required'
    : numeric && !/^\d+$/.test(raw.trim())
      ? type === 'TIME_SERIES'
        ? 'Pick a chart'
        : 'Pick an annotation layer'
      : null;
  const sourceType = type === 'FORMULA' ? '' : type === 'TIME_SERIES' ? 'line' : 'NATIVE';
  const result: AnnotationLayer | null =
    nameError || valueError
      ? null
      : {
          ...(layer ?? {}),
          name: name.trim(),
          annotationType: type,
          sourceType,
          value: numeric ? Number(raw) : raw.trim(),
          show: layer?.show ?? true,
        };
  return (
    <Stack gap="3">
      <Field.Root invalid={touched.name && Boolean(nameError)} required>
        <Field.Label>Name</Field.Label>
        <Input
          size="sm"
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            touch('name');
          }}
        />
        {touched.name && nameError ? <Field.ErrorText color={ERROR_TEXT}>{nameError}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root>
        <Field.Label>Annotation layer type</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={type}
            onChange={(e) => {
              const next = e.currentTarget.value as AnnotationType;
              // A layer id means nothing as a chart id, and a formula nothing as either.
              const kind = (t: AnnotationType) => (t === 'FORMULA' ? 0 : t === 'TIME_SERIES' ? 2 : 1);
              if (kind(next) !== kind(type)) setRaw('');
              setType(next);
            }}
          >
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={touched.value && Boolean(valueError)} required>
        <Field.Label>{meta?.valueLabel}</Field.Label>
        {numeric ? (
          <Suspense fallback={<Text fontSize="sm">Loading…</Text>}>
            <AnnotationLayerValueSelect
              source={type === 'TIME_SERIES' ? 'charts' : 'layers'}
              value={raw}
              invalid={touched.value && Boolean(valueError)}
              onChange={(value) => {
                setRaw(value);
                touch('value');
              }}
            />
          </Suspense>
        ) : (
          <Input
            size="sm"
            value={raw}
            onChange={(e) => {
              setRaw(e.currentTarget.value);
              touch('value');
            }}
          />
        )}
        {touched.value && valueError ? <Field.ErrorText color={ERROR_TEXT}>{valueError}</Field.ErrorText> : null}
      </Field.Root>
      {type === 'TIME_SERIES' ? (
        <Text fontSize="xs" color="fg.muted">
          The chosen chart's saved query is run and its series are drawn as the layer.
        </Text>
      ) : null}
      <FooterButtons canSave={result !== null} changed onClose={onClose} onSave={() => result && onSave(result)} />
    </Stack>
  );
}
