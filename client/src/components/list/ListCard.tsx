import { Box, Card, Checkbox, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ListCardProps {
  readonly name: string;
  readonly to: string;
  readonly thumbnailUrl?: string | null;
  readonly subtitle?: ReactNode;
  readonly footer?: ReactNode;
  readonly star?: ReactNode;
  readonly actions?: ReactNode;
  readonly selection?: { readonly checked: boolean; readonly onChange: (checked: boolean) => void };
}

/** A card of the card view; the thumbnail box keeps its size whether or not an image arrives. */
export function ListCard({ name, to, thumbnailUrl, subtitle, footer, star, actions, selection }: ListCardProps) {
  return (
    <Card.Root size="sm" overflow="hidden" role="article" aria-label={name}>
      <Box aspectRatio={16 / 9} bg="bg.muted" position="relative">
        {thumbnailUrl ? (
          <Image src={thumbnailUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <Flex h="full" align="center" justify="center" color="fg.subtle" fontSize="3xl" aria-hidden="true">
            ▦
          </Flex>
        )}
        {selection ? (
          <Box position="absolute" top="2" left="2" bg="bg.panel" borderRadius="sm" p="1">
            <Checkbox.Root
              size="sm"
              checked={selection.checked}
              onCheckedChange={(details) => selection.onChange(details.checked === true)}
              aria-label={`Select ${name}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
            </Checkbox.Root>
          </Box>
        ) : null}
      </Box>
      <Card.Body gap="1">
        <HStack justify="space-between" align="start">
          <Link asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg" lineClamp={1}>
            <RouterLink to={to}>{name}</RouterLink>
          </Link>
          {star}
        </HStack>
        {subtitle ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {subtitle}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer justifyContent="space-between" fontSize="sm" color="fg.muted" minH="10">
        <Box>{footer}</Box>
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}
