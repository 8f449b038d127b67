import { Checkbox, Input, NativeSelect, Slider, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ControlProps } from './types.ts';

export function CheckboxControl({ name, value, onChange, label }: ControlProps) {
  return (
    <Checkbox.Root
      id={`control-${name}`}
      checked={value === true}
      onCheckedChange={(e) => onChange(e.checked === true)}
      size="sm"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function parseText(text: string, isInt?: boolean, isFloat?: boolean): unknown {
  if (text.trim() === '') return null;
  if ((isInt || isFloat) && Number.isFinite(Number(text)) && (!isInt || /^-?\d+$/.test(text.trim())))
    return Number(text);
  // An unparsable number is kept as typed, so the validator can say what is wrong with it.
  return text;
}

/** A text box whose value reaches the form 300 ms after the last key stroke. */
export function TextControl({ name, config, value, onChange, label }: ControlProps) {
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  useEffect(() => setText(value === null || value === undefined ? '' : String(value)), [value]);
  useEffect(() => {
    const current = value === null || value === undefined ? '' : String(value);
    if (text === current) return;
    const timer = setTimeout(() => onChange(parseText(text, config.isInt, config.isFloat)), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange, config.isInt, config.isFloat]);
  return (
    <Input
      id={`control-${name}`}
      size="sm"
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}

export function TextAreaControl({ name, value, onChange, label }: ControlProps) {
  return (
    <Textarea
      id={`control-${name}`}
      size="sm"
      aria-label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/**
 * A select over the control's choices. Without free-form a value not among the choices is dropped
 * (null, or filtered from a list); with free-form the user may type another value.
 */
export function SelectControl({ name, config, value, onChange, label, datasource }: ControlProps) {
  const choices =
    name === 'granularity_sqla'
      ? datasource.columns
          .filter((c) => c.is_dttm)
          .map((c) => [c.column_name, c.verbose_name || c.column_name] as const)
      : (config.choices ?? []);
  if (config.multi) {
    const values = Array.isArray(value) ? value.map(String) : [];
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={`control-${name}`}
          aria-label={label}
          value=""
          onChange={(e) => {
            const picked = e.currentTarget.value;
            if (picked && !values.includes(picked)) onChange([...values, picked]);
          }}
        >
          <option value="">{values.length ? `${values.join(', ')} (add another)` : 'Select…'}</option>
          {choices.map(([v, text]) => (
            <option key={String(v)} value={String(v)}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  const known = choices.some(([v]) => String(v) === String(value ?? ''));
  const options =
    known || value === null || value === undefined || value === '' || !config.freeForm
      ? choices
      : [...choices, [value as string, String(value)] as const];
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        id={`control-${name}`}
        aria-label={label}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          const match = options.find(([v]) => String(v) === raw);
          onChange(raw === '' ? null : match ? match[0] : raw);
        }}
      >
        {config.clearable !== false || value === null || value === undefined ? (
          <option value="">{config.clearable === false ? 'Select…' : 'None'}</option>
        ) : null}
        {options.map(([v, text]) => (
          <option key={String(v)} value={String(v)}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function SliderControl({ config, value, onChange, label }: ControlProps) {
  const number = typeof value === 'number' ? value : Number(config.default ?? config.min ?? 0);
  return (
    <Slider.Root
      aria-label={[label]}
      size="sm"
      min={config.min ?? 0}
      max={config.max ?? 100}
      step={config.step ?? 1}
      value={[number]}
      onValueChange={(e) => onChange(e.value[0] ?? number)}
    >
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}

export function BoundsControl({ value, onChange, label }: ControlProps) {
  const [min, max] = Array.isArray(value) ? value : [null, null];
  const parse = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Input
        size="sm"
        aria-label={`${label} min`}
        placeholder="Min"
        defaultValue={min ?? ''}
        onBlur={(e) => onChange([parse(e.currentTarget.value), max ?? null])}
      />
      <Input
        size="sm"
        aria-label={`${label} max`}
        placeholder="Max"
        defaultValue={max ?? ''}
        onBlur={(e) => onChange([min ?? null, parse(e.currentTarget.value)])}
      />
    </div>
  );
}

export function HiddenControl() {
  return null;
}
