import { Box, SimpleGrid } from '@chakra-ui/react';
import { Children, type ReactNode } from 'react';

export function ListCardGrid({ label, busy, children }: { label: string; busy: boolean; children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      minChildWidth="240px"
      gap="4"
      aria-label={label}
      aria-busy={busy}
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      {Children.map(children, (child) => (
        <Box as="li" listStyleType="none">
          {child}
        </Box>
      ))}
    </SimpleGrid>
  );
}
