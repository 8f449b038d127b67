import { Flex, Text } from '@chakra-ui/react';
import type { PopKpiProps } from './transformProps.ts';

const TONES = { good: 'green.fg', bad: 'red.fg', none: 'fg' } as const;

/** The value large, then the comparison period's value and the change in value and percent. */
export function Renderer(props: PopKpiProps) {
  const big = `clamp(1.75rem, ${Math.round(props.headerSize * 70)}cqh, 9rem)`;
  const small = `clamp(0.75rem, ${Math.round(props.subheaderSize * 70)}cqh, 1.5rem)`;
  return (
    <Flex h="full" direction="column" align="center" justify="center" gap="3" containerType="size" px="3">
      {props.metricName ? (
        <Text fontSize={small} color="fg.muted">
          {props.metricName}
        </Text>
      ) : null}
      <Text fontSize={big} fontWeight="semibold" lineHeight="1" fontVariantNumeric="tabular-nums">
        {props.value}
      </Text>
      <Flex gap="6" wrap="wrap" justify="center" fontSize={small} fontVariantNumeric="tabular-nums">
        <Flex direction="column" align="center">
          <Text color="fg.muted">{props.period ? props.period.replace(/ ago$/, ' before') : 'Previous period'}</Text>
          <Text>{props.previous}</Text>
        </Flex>
        <Flex direction="column" align="center">
          <Text color="fg.muted">Change</Text>
          <Text color={TONES[props.tone]}>{props.change}</Text>
        </Flex>
        <Flex direction="column" align="center">
          <Text color="fg.muted">% change</Text>
          <Text color={TONES[props.tone]}>{props.percent}</Text>
        </Flex>
      </Flex>
    </Flex>
  );
}
