import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { vizRegistry } from '@chartroom/viz';
import { useState } from 'react';
import { getChartPlugin } from '../../../charts/registry.ts';
import { vizTypeName } from '../../../charts/vizTypeNames.ts';
import { VizPickerModal } from '../components/VizPickerModal.tsx';
import { ERROR_TEXT } from './ControlHeader.tsx';
import type { ControlProps } from './types.ts';

/** The quick tiles of the visualization type control, in Superset's order. */
export const QUICK_VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'table',
  'big_number_total',
  'pie',
] as const;

export function VizTypeControl({ value, onChange }: ControlProps) {
  const [open, setOpen] = useState(false);
  const current = typeof value === 'string' ? value : 'table';
  const supported = getChartPlugin(current) !== undefined;
  return (
    <Stack gap="2">
      <Grid templateColumns="repeat(3, 1fr)" gap="1" role="radiogroup" aria-label="Visualization type">
        {QUICK_VIZ_TYPES.map((vizType) => (
          <Button
            key={vizType}
            size="xs"
            role="radio"
            aria-checked={current === vizType}
            variant={current === vizType ? 'solid' : 'outline'}
            colorPalette={current === vizType ? 'blue' : 'gray'}
            onClick={() => onChange(vizType)}
            whiteSpace="normal"
            h="auto"
            py="1"
          >
            {vizRegistry[vizType].label}
          </Button>
        ))}
      </Grid>
      {!QUICK_VIZ_TYPES.includes(current as (typeof QUICK_VIZ_TYPES)[number]) ? (
        <Text fontSize="sm">Current: {vizTypeName(current)}</Text>
      ) : null}
      {!supported ? (
        <Text fontSize="sm" color={ERROR_TEXT} role="alert">
          This visualization type is not supported.
        </Text>
      ) : null}
      <Button size="xs" variant="ghost" colorPalette="blue" alignSelf="flex-start" onClick={() => setOpen(true)}>
        View all charts
      </Button>
      <VizPickerModal
        open={open}
        current={current}
        onClose={() => setOpen(false)}
        onSelect={(vizType) => onChange(vizType)}
      />
    </Stack>
  );
}
