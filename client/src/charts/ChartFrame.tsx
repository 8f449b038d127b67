import { Box, Flex } from '@chakra-ui/react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { ChartLegend, type LegendItem, type LegendOptions } from './ChartLegend.tsx';

export interface ChartSize {
  readonly width: number;
  readonly height: number;
}

/** Where ResizeObserver does not exist (old browsers, jsdom) the chart draws at this size. */
const FALLBACK_SIZE: ChartSize = { width: 800, height: 400 };

function useElementSize(): [React.RefObject<HTMLDivElement | null>, ChartSize | null] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState<ChartSize | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setSize(FALLBACK_SIZE);
      return;
    }
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((old) =>
        old && Math.round(old.width) === Math.round(width) && Math.round(old.height) === Math.round(height)
          ? old
          : { width, height },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

/**
 * A chart's drawing area with its legend beside it (HTML, so long legends scroll instead of being
 * cut off), measured so that the plot can thin its ticks and switch to canvas by its real size.
 */
export function ChartFrame({
  legend,
  children,
}: {
  legend?: { items: readonly LegendItem[]; options: LegendOptions; onToggle?: (id: string) => void };
  children: (size: ChartSize) => ReactNode;
}) {
  const [ref, size] = useElementSize();
  const position = legend?.options.position ?? 'top';
  const vertical = position === 'left' || position === 'right';
  const plot = (
    <Box ref={ref} flex="1" minH="0" minW="0" position="relative" overflow="hidden">
      {size && size.width > 0 && size.height > 0 ? children(size) : null}
    </Box>
  );
  if (!legend || legend.items.length === 0) {
    return (
      <Flex h="full" w="full" direction="column">
        {plot}
      </Flex>
    );
  }
  const legendNode = <ChartLegend items={legend.items} options={legend.options} onToggle={legend.onToggle} />;
  const first = position === 'top' || position === 'left';
  return (
    <Flex h="full" w="full" direction={vertical ? 'row' : 'column'} gap="1">
      {first ? legendNode : null}
      {plot}
      {first ? null : legendNode}
    </Flex>
  );
}
