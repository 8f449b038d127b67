import { Box, Text } from '@chakra-ui/react';
import { Pie } from '@nivo/pie';
import { useMemo, useState } from 'react';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { useCrossFilter } from '../crossFilter.ts';
import { formatNumber, formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { PieChartProps, PieSlice } from './transformProps.ts';

export function sliceLabel(slice: PieSlice, props: PieChartProps): string {
  const value = formatValue(slice.value, props.numberFormat, props.currency);
  const percent = formatNumber(props.total === 0 ? 0 : slice.value / props.total, '.1%');
  switch (props.labelType) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${slice.label}: ${value}`;
    case 'key_percent':
      return `${slice.label}: ${percent}`;
    case 'key_value_percent':
      return `${slice.label}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return slice.label;
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text;
}

function Plot({ props, slices, size }: { props: PieChartProps; slices: readonly PieSlice[]; size: ChartSize }) {
  const theme = useNivoTheme();
  const cross = useCrossFilter();
  const crossColumn = cross ? props.crossFilterColumn : null;
  const outside = props.showLabels && props.labelsOutside;
  // Outside labels need room beside the pie: a quarter of the width a side, at most 160 px.
  const side = outside ? Math.min(160, size.width * 0.25) : 10;
  const vertical = outside ? 28 : 10;
  const maxChars = Math.max(6, Math.floor((side - 24) / 6.5));
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const shown = (value: number) => props.showLabels && total > 0 && value / total >= props.labelThreshold;
  return (
    <Box position="relative" w={`${size.width}px`} h={`${size.height}px`}>
      <Pie<PieSlice>
        // ChartView's figure names the chart; nivo's default role="img" svg would be an unnamed image.
        role="presentation"
        width={size.width}
        height={size.height}
        data={slices as PieSlice[]}
        theme={theme}
        margin={{ top: vertical, right: side, bottom: vertical, left: side }}
        innerRadius={props.donut ? props.innerRadius : 0}
        padAngle={0.5}
        cornerRadius={2}
        colors={(d) => d.data.color}
        valueFormat={(value) => formatValue(value, props.numberFormat, props.currency)}
        enableArcLinkLabels={outside}
        arcLinkLabel={(datum) => (shown(datum.value) ? truncate(sliceLabel(datum.data, props), maxChars) : '')}
        arcLinkLabelsSkipAngle={Math.max(8, props.labelThreshold * 360)}
        arcLinkLabelsDiagonalLength={10}
        arcLinkLabelsStraightLength={8}
        arcLinkLabelsTextOffset={4}
        arcLinkLabelsThickness={1}
        arcLinkLabelsColor={{ from: 'color' }}
        arcLinkLabelsTextColor={theme.text?.fill as string}
        enableArcLabels={props.showLabels && !props.labelsOutside}
        arcLabel={(datum) => (shown(datum.value) ? sliceLabel(datum.data, props) : '')}
        arcLabelsSkipAngle={Math.max(12, props.labelThreshold * 360)}
        arcLabelsTextColor={{ from: 'color', modifiers: [['darker', 2.4]] }}
        animate={false}
        onClick={crossColumn && cross ? (datum) => cross.emit(crossColumn, datum.data.label) : undefined}
        // A cross-filtered pie dims the slices it does not filter on.
        {...(cross?.selected != null
          ? {
              colors: (d: { data: PieSlice }) => (d.data.label === cross.selected ? d.data.color : `${d.data.color}55`),
            }
          : {})}
      />
      {props.showTotal ? (
        <Box
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          pointerEvents="none"
        >
          <Text fontWeight="semibold" fontSize="lg">
            {formatValue(total, props.numberFormat, props.currency)}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}

export function PieChartRenderer(props: PieChartProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const items = useMemo(
    () => props.slices.map((s) => ({ id: s.id, label: s.label, color: s.color, hidden: hidden.has(s.id) })),
    [props.slices, hidden],
  );
  const slices = props.slices.filter((s) => !hidden.has(s.id));
  const toggle = (id: string) =>
    setHidden((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const legend = props.legend && items.length ? { items, options: props.legend, onToggle: toggle } : undefined;
  return <ChartFrame legend={legend}>{(size) => <Plot props={props} slices={slices} size={size} />}</ChartFrame>;
}
