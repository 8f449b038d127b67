import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TimeRangePopover } from '../popovers/TimeRangePopover.tsx';
import { useActualTimeRange } from '../popovers/useActualTimeRange.ts';
import { buildTimeRangeString, formatTimeRange, guessTimeRangeFrame } from '../rules/index.ts';
import { NO_TIME_RANGE } from '../rules/time-range.ts';
import type { ControlProps } from './types.ts';

/**
 * The time range pill: Last / Previous / No filter values show their text (the evaluated range in
 * the tooltip); Custom and Advanced show the evaluated range (the text in the tooltip).
 */
export function DateFilterControl({ value, onChange, formData, label }: ControlProps) {
  const [open, setOpen] = useState(false);
  const timeRange = typeof value === 'string' && value ? value : NO_TIME_RANGE;
  const column =
    typeof formData.granularity_sqla === 'string' && formData.granularity_sqla ? formData.granularity_sqla : 'col';
  const actual = useActualTimeRange(timeRange);
  const evaluated =
    actual.status === 'ok' ? formatTimeRange(buildTimeRangeString(actual.since, actual.until), column) : '';
  const frame = guessTimeRangeFrame(timeRange);
  const byText = frame === 'Common' || frame === 'Calendar' || frame === 'No filter';
  const shown = byText || !evaluated ? timeRange : evaluated;
  const tooltip = byText ? evaluated : timeRange;
  return (
    <TimeRangePopover
      value={timeRange}
      column={column}
      open={open}
      onOpenChange={setOpen}
      onApply={onChange}
      trigger={
        <Button
          size="xs"
          variant="outline"
          w="full"
          justifyContent="flex-start"
          title={tooltip}
          aria-label={`${label}: ${shown}`}
        >
          <Text truncate>{shown}</Text>
        </Button>
      }
    />
  );
}
