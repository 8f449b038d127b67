import { Box, chakra, Flex, Text } from '@chakra-ui/react';

export interface LegendItem {
  readonly id: string;
  readonly label: string;
  readonly color: string;
  readonly hidden?: boolean;
}

export interface LegendOptions {
  readonly position: 'top' | 'bottom' | 'left' | 'right';
  /** scroll: one line (or column) that scrolls; plain: wraps onto as many lines as it needs. */
  readonly type: 'scroll' | 'plain';
}

/** Reads Superset's legend keys (`legendOrientation`, `legendType`), defaulting as Superset does. */
export function legendOptions(
  formData: { readonly legendOrientation?: unknown; readonly legendType?: unknown },
  defaultPosition: LegendOptions['position'] = 'top',
): LegendOptions {
  const orientation = formData.legendOrientation;
  const position =
    orientation === 'top' || orientation === 'bottom' || orientation === 'left' || orientation === 'right'
      ? orientation
      : defaultPosition;
  return { position, type: formData.legendType === 'plain' ? 'plain' : 'scroll' };
}

const Swatch = chakra('span', {
  base: { display: 'inline-block', w: '10px', h: '10px', borderRadius: 'full', flexShrink: 0 },
});

function Entry({ item, vertical }: { item: LegendItem; vertical: boolean }) {
  return (
    <>
      <Swatch style={{ background: item.color }} />
      <Text as="span" truncate maxW={vertical ? '12rem' : '16rem'}>
        {item.label}
      </Text>
    </>
  );
}

/** Series names with their colours; a click hides or shows the series where the chart allows it. */
export function ChartLegend({
  items,
  options,
  onToggle,
}: {
  items: readonly LegendItem[];
  options: LegendOptions;
  onToggle?: ((id: string) => void) | undefined;
}) {
  const vertical = options.position === 'left' || options.position === 'right';
  const wrap = options.type === 'plain';
  return (
    // The scrolling box wraps the list: a <li> must sit directly in its <ul> (axe's listitem rule).
    <Box
      // Without toggle buttons nothing inside takes focus: the box itself does, so it scrolls by keyboard.
      tabIndex={onToggle ? undefined : 0}
      p="1"
      fontSize="xs"
      flexShrink={0}
      maxW={vertical ? '40%' : undefined}
      maxH={vertical ? undefined : wrap ? '35%' : undefined}
      overflowX={vertical || wrap ? 'hidden' : 'auto'}
      overflowY={vertical || wrap ? 'auto' : 'hidden'}
    >
      <Flex
        as="ul"
        role="list"
        aria-label="Legend"
        listStyleType="none"
        m="0"
        p="0"
        direction={vertical ? 'column' : 'row'}
        wrap={wrap && !vertical ? 'wrap' : 'nowrap'}
        gap={vertical ? '1' : '3'}
        justify={vertical ? 'flex-start' : 'center'}
        w={vertical ? undefined : 'max-content'}
        minW={vertical ? undefined : 'full'}
        maxW={wrap && !vertical ? 'full' : undefined}
      >
        {items.map((item) => (
          <Box as="li" key={item.id} minW="0">
            {onToggle ? (
              <chakra.button
                type="button"
                display="flex"
                alignItems="center"
                gap="1.5"
                maxW="full"
                cursor="pointer"
                opacity={item.hidden ? 0.4 : 1}
                onClick={() => onToggle(item.id)}
                aria-pressed={!item.hidden}
                title={item.label}
              >
                <Entry item={item} vertical={vertical} />
              </chakra.button>
            ) : (
              <Flex align="center" gap="1.5" maxW="full" title={item.label}>
                <Entry item={item} vertical={vertical} />
              </Flex>
            )}
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
