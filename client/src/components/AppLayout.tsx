import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';
import { ColorModeToggle } from './ColorModeToggle.tsx';

export function AppLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel">
        <HStack as="nav" aria-label="Main" px="6" h="14" gap="6">
          <Link asChild fontWeight="bold" fontSize="lg">
            <NavLink to="/chart/list/">Chartroom</NavLink>
          </Link>
          <Link asChild css={{ '&[aria-current=page]': { fontWeight: 'semibold', color: 'colorPalette.fg' } }}>
            <NavLink to="/chart/list/">Charts</NavLink>
          </Link>
          <Box flex="1" />
          <ColorModeToggle />
        </HStack>
      </Box>
      <Box as="main" flex="1" px="6" py="5">
        <Outlet />
      </Box>
    </Flex>
  );
}
