import { Flex, Text } from '@chakra-ui/react';
import type { BigNumberTotalProps } from './transformProps.ts';

export function BigNumberTotalRenderer({ formatted, value, subheader, color }: BigNumberTotalProps) {
  return (
    <Flex h="full" direction="column" align="center" justify="center" gap="2" containerType="size">
      <Text
        fontSize="clamp(2rem, 25cqh, 10rem)"
        fontWeight="semibold"
        lineHeight="1"
        fontVariantNumeric="tabular-nums"
        color={value === null ? 'fg.muted' : (color ?? 'fg')}
      >
        {formatted}
      </Text>
      {subheader ? (
        <Text fontSize="clamp(0.875rem, 6cqh, 1.5rem)" color="fg.muted">
          {subheader}
        </Text>
      ) : null}
    </Flex>
  );
}
