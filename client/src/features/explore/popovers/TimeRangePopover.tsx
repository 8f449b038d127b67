import { Box, Button, Field, Flex, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { type ReactElement, useState } from 'react';
import { ExplorePopover } from '../components/ExplorePopover.tsx';
import { ERROR_TEXT } from '../controls/ControlHeader.tsx';
import { DATETIME_GRAINS } from '../rules/custom-time-range.ts';
import {
  buildTimeRangeString,
  type CustomRange,
  customTimeRangeDecode,
  customTimeRangeEncode,
  type DateTimeMode,
  formatTimeRange,
  guessTimeRangeFrame,
  type TimeRangeFrame,
} from '../rules/index.ts';
import {
  advancedTimeRange,
  CALENDAR_RANGE_OPTIONS,
  COMMON_RANGE_OPTIONS,
  NO_TIME_RANGE,
  SEPARATOR,
} from '../rules/time-range.ts';
import { useActualTimeRange } from './useActualTimeRange.ts';

const FRAMES: readonly { value: TimeRangeFrame; label: string }[] = [
  { value: 'Common', label: 'Last' },
  { value: 'Calendar', label: 'Previous' },
  { value: 'Custom', label: 'Custom' },
  { value: 'Advanced', label: 'Advanced' },
  { value: 'No filter', label: 'No filter' },
];

/** Switching frames starts from the frame's default (Last week, previous calendar week...). */
function frameDefault(frame: TimeRangeFrame, current: string): string {
  switch (frame) {
    case 'Common':
      return 'Last week';
    case 'Calendar':
      return 'previous calendar week';
    case 'Custom':
      return customTimeRangeEncode(customTimeRangeDecode(current).customRange);
    case 'Advanced':
      return advancedTimeRange(current);
    case 'No filter':
      return NO_TIME_RANGE;
  }
}

export interface TimeRangePopoverProps {
  readonly value: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onApply: (value: string) => void;
  readonly trigger: ReactElement;
  readonly column: string;
}

/** 'Edit time range': Last, Previous, Custom, Advanced or No filter, with the server's actual range; APPLY commits. */
export function TimeRangePopover(props: TimeRangePopoverProps) {
  return (
    <ExplorePopover
      open={props.open}
      onOpenChange={props.onOpenChange}
      trigger={props.trigger}
      label="Edit time range"
      title="Edit time range"
      width="600px"
    >
      {props.open ? <TimeRangeEditor {...props} /> : null}
    </ExplorePopover>
  );
}

function TimeRangeEditor({ value, onOpenChange, onApply, column }: TimeRangePopoverProps) {
  // Opening copies the current value; CANCEL or closing drops the draft.
  const [draft, setDraft] = useState(value || NO_TIME_RANGE);
  const [frame, setFrame] = useState<TimeRangeFrame>(() => guessTimeRangeFrame(value || NO_TIME_RANGE));
  const actual = useActualTimeRange(draft);
  const advancedEmpty = frame === 'Advanced' && draft.trim() === SEPARATOR.trim();
  return (
    <Stack gap="3">
      <Field.Root w="272px">
        <Field.Label>Range type</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={frame}
            onChange={(e) => {
              const next = e.currentTarget.value as TimeRangeFrame;
              setFrame(next);
              setDraft(frameDefault(next, draft));
            }}
          >
            {FRAMES.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {frame === 'Common' || frame === 'Calendar' ? (
        <RadioGroup.Root
          value={draft}
          onValueChange={(e) => e.value && setDraft(e.value)}
          aria-label="Configure time range"
        >
          <Stack gap="1">
            {(frame === 'Common' ? COMMON_RANGE_OPTIONS : CALENDAR_RANGE_OPTIONS).map((o) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : null}
      {frame === 'Custom' ? <CustomFrame value={draft} onChange={setDraft} /> : null}
      {frame === 'Advanced' ? <AdvancedFrame value={draft} onChange={setDraft} /> : null}
      <Box>
        <Text fontWeight="semibold" fontSize="sm">
          Actual time range
        </Text>
        <Box aria-live="polite" fontSize="sm">
          {actual.status === 'loading' ? (
            <Text color="fg.muted">Evaluating…</Text>
          ) : actual.status === 'error' ? (
            <Text color={ERROR_TEXT} role="alert">
              {advancedEmpty ? 'Default value is required' : actual.message}
            </Text>
          ) : (
            <Text>{formatTimeRange(buildTimeRangeString(actual.since, actual.until), column)}</Text>
          )}
        </Box>
      </Box>
      <Flex justify="flex-end" gap="2">
        <Button size="sm" variant="outline" onClick={() => onOpenChange(false)}>
          CANCEL
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={actual.status !== 'ok'}
          onClick={() => {
            onApply(draft);
            onOpenChange(false);
          }}
        >
          APPLY
        </Button>
      </Flex>
    </Stack>
  );
}

function AdvancedFrame({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [since = '', until = ''] = value.split(SEPARATOR);
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>START (INCLUSIVE)</Field.Label>
        <Input size="sm" value={since} onChange={(e) => onChange(buildTimeRangeString(e.currentTarget.value, until))} />
      </Field.Root>
      <Field.Root>
        <Field.Label>END (EXCLUSIVE)</Field.Label>
        <Input size="sm" value={until} onChange={(e) => onChange(buildTimeRangeString(since, e.currentTarget.value))} />
      </Field.Root>
    </Stack>
  );
}

const MODES: readonly { value: DateTimeMode; label: string }[] = [
  { value: 'specific', label: 'Specific Date/Time' },
  { value: 'relative', label: 'Relative Date/Time' },
  { value: 'now', label: 'Now' },
  { value: 'today', label: 'Midnight' },
];

function CustomFrame({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const range = customTimeRangeDecode(value).customRange;
  const set = (patch: Partial<CustomRange>) => onChange(customTimeRangeEncode({ ...range, ...patch }));
  const end = (side: 'since' | 'until') => {
    const mode = range[`${side}Mode`];
    const title = side === 'since' ? 'START (INCLUSIVE)' : 'END (EXCLUSIVE)';
    return (
      <Stack gap="2" flex="1">
        <Field.Root>
          <Field.Label>{title}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={mode}
              onChange={(e) => set({ [`${side}Mode`]: e.currentTarget.value as DateTimeMode })}
            >
              {MODES.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {mode === 'specific' ? (
          <Input
            size="sm"
            type="datetime-local"
            step="1"
            aria-label={`${title} date and time`}
            value={range[`${side}Datetime`].slice(0, 19)}
            onChange={(e) => e.currentTarget.value && set({ [`${side}Datetime`]: e.currentTarget.value })}
          />
        ) : null}
        {mode === 'relative' ? (
          <Flex gap="2">
            <Input
              size="sm"
              type="number"
              min={1}
              aria-label={`${title} quantity`}
              value={Math.abs(range[`${side}GrainValue`])}
              onChange={(e) => {
                const n = Math.trunc(Number(e.currentTarget.value));
                // The relative quantity must be a positive integer.
                if (n >= 1) set({ [`${side}GrainValue`]: side === 'since' ? -n : n });
              }}
            />
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={`${title} unit`}
                value={range[`${side}Grain`]}
                onChange={(e) => set({ [`${side}Grain`]: e.currentTarget.value as CustomRange['sinceGrain'] })}
              >
                {DATETIME_GRAINS.map((g) => (
                  <option key={g} value={g}>
                    {side === 'since' ? `${g}s before` : `${g}s after`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
        ) : null}
      </Stack>
    );
  };
  return (
    <Stack gap="3">
      <Flex gap="3">
        {end('since')}
        {end('until')}
      </Flex>
      {range.sinceMode === 'relative' && range.untilMode === 'relative' ? (
        <Field.Root>
          <Field.Label>Anchor to</Field.Label>
          <Flex gap="2">
            <NativeSelect.Root size="sm" w="40">
              <NativeSelect.Field
                value={range.anchorMode}
                onChange={(e) =>
                  set(
                    e.currentTarget.value === 'now'
                      ? { anchorMode: 'now', anchorValue: 'now' }
                      : { anchorMode: 'specific', anchorValue: range.untilDatetime },
                  )
                }
              >
                <option value="now">Now</option>
                <option value="specific">Date/Time</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {range.anchorMode === 'specific' ? (
              <Input
                size="sm"
                type="datetime-local"
                step="1"
                aria-label="Anchor date and time"
                value={range.anchorValue.slice(0, 19)}
                onChange={(e) => e.currentTarget.value && set({ anchorValue: e.currentTarget.value })}
              />
            ) : null}
          </Flex>
        </Field.Root>
      ) : null}
    </Stack>
  );
}
