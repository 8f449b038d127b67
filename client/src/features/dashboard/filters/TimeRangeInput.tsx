import { Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useActualTimeRange } from '../../explore/popovers/useActualTimeRange.ts';

export const TIME_RANGES = [
  'No filter',
  'Last day',
  'Last week',
  'Last month',
  'Last quarter',
  'Last year',
  'previous calendar week',
  'previous calendar month',
  'previous calendar year',
];

const CUSTOM = '__custom__';

/**
 * A time range filter: a common range, or any expression the server understands ("2024-01-01 :
 * 2024-07-01", "DATEADD(DATETIME(\"today\"), -7, day) : today"), taken once the server resolves it.
 */
export function TimeRangeInput({
  label,
  value,
  onChange,
  emptyLabel = 'Choose…',
}: {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  emptyLabel?: string;
}) {
  const text = typeof value === 'string' ? value : '';
  const [custom, setCustom] = useState(text !== '' && !TIME_RANGES.includes(text));
  return (
    <Stack gap="1">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          value={custom ? CUSTOM : text}
          onChange={(event) => {
            const next = event.target.value;
            setCustom(next === CUSTOM);
            if (next !== CUSTOM) onChange(next === '' ? undefined : next);
          }}
        >
          <option value="">{emptyLabel}</option>
          {TIME_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
          <option value={CUSTOM}>Custom…</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {custom ? <CustomRange label={label} value={text} onChange={onChange} /> : null}
    </Stack>
  );
}

function CustomRange({ label, value, onChange }: { label: string; value: string; onChange: (v: unknown) => void }) {
  const [draft, setDraft] = useState(value);
  const expression = draft.trim();
  const actual = useActualTimeRange(expression || 'No filter');
  // Told once per answer (the parent's callback changes on every render).
  const told = useRef(onChange);
  told.current = onChange;
  useEffect(() => {
    if (!expression) told.current(undefined);
    else if (actual.status === 'ok') told.current(expression);
    else if (actual.status === 'error') told.current(undefined);
  }, [actual, expression]);
  return (
    <>
      <Input
        size="sm"
        aria-label={`${label} expression`}
        placeholder="2024-01-01 : 2024-07-01"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      {!expression ? null : actual.status === 'loading' ? (
        <Spinner size="xs" role="status" aria-label="Checking the time range" />
      ) : actual.status === 'error' ? (
        <Text fontSize="xs" color="fg.error" role="alert">
          {actual.message}
        </Text>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {`Actual time range: ${actual.since || '-∞'} ≤ col < ${actual.until || '∞'}`}
        </Text>
      )}
    </>
  );
}
