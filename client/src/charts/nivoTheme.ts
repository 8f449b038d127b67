import type { LineSeries, LineSvgProps } from '@nivo/line';
import { useMemo } from 'react';
import { useColorMode } from '../theme/ColorModeProvider.tsx';

// Every Nivo chart takes the same partial theme; the line package exports its type.
export type NivoTheme = NonNullable<LineSvgProps<LineSeries>['theme']>;

/** Nivo draws SVG with its own colours; this keeps axes, grid and tooltips readable in both modes. */
export function useNivoTheme(): NivoTheme {
  const { colorMode } = useColorMode();
  return useMemo(() => {
    const dark = colorMode === 'dark';
    const text = dark ? '#e4e4e7' : '#27272a';
    const line = dark ? '#3f3f46' : '#e4e4e7';
    return {
      text: { fill: text, fontSize: 12 },
      axis: { ticks: { text: { fill: text }, line: { stroke: line } }, legend: { text: { fill: text } } },
      grid: { line: { stroke: line } },
      legends: { text: { fill: text } },
      labels: { text: { fill: text } },
      tooltip: { container: { background: dark ? '#18181b' : '#ffffff', color: text, fontSize: 12 } },
    };
  }, [colorMode]);
}
