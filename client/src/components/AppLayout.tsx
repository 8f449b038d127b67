import { Box, Button, Flex, HStack, Link, Menu, Portal, Skeleton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NavLink, Outlet, Link as RouterLink, useLoaderData, useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../routing/loginPaths.ts';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { CreateMenu } from './CreateMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

export const appLayoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      ...UserMenu_viewer
      permissions {
        name
        viewMenu
      }
    }
    anonymousVisitor {
      permissions {
        name
        viewMenu
      }
    }
  }
`;

/** The id of the route that loads the shell's query (its children's error pages read it). */
export const SHELL_ROUTE_ID = 'shell';

const navLinkCss = {
  '&[aria-current=page]': { fontWeight: 'semibold', color: 'colorPalette.fg' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
};

function NavItem({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="blue" css={navLinkCss}>
      <NavLink to={to}>{children}</NavLink>
    </Link>
  );
}

function DataMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Menu.Root onSelect={(details) => navigate(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="plain" px="0" fontWeight={pathname.startsWith('/databaseview/') ? 'semibold' : 'normal'}>
          Data <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="/databaseview/list/">Databases</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** SQL Lab is offered to those who may run SQL in it (Superset's can_execute_sql_query on SQLLab). */
function SqlLabNavItem({ queryRef }: { queryRef: PreloadedQuery<AppLayoutQuery> }) {
  const { viewer, anonymousVisitor } = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, queryRef);
  const mayRunSql = (viewer?.permissions ?? anonymousVisitor?.permissions ?? []).some(
    (p) => p.name === 'can_execute_sql_query' && p.viewMenu === 'SQLLab',
  );
  return mayRunSql ? <NavItem to="/sqllab/">SQL Lab</NavItem> : null;
}

/**
 * The user menu; for an anonymous visitor (the Public role lets them read), a 'Login' link that
 * brings them back here, as Superset shows with AUTH_ROLE_PUBLIC.
 */
function Viewer({ queryRef }: { queryRef: PreloadedQuery<AppLayoutQuery> }) {
  const { viewer } = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, queryRef);
  const location = useLocation();
  if (viewer) return <UserMenu viewer={viewer} />;
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={loginPathFor(location)}>Login</RouterLink>
    </Button>
  );
}

/** The "+" menu creates content: signed-in users only (an anonymous visitor cannot write). */
function SignedInCreateMenu({ queryRef }: { queryRef: PreloadedQuery<AppLayoutQuery> }) {
  const { viewer } = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, queryRef);
  return viewer ? <CreateMenu /> : null;
}

/**
 * The frame of every page past the login: navigation, the "+" menu, the theme switch and the user
 * menu (or a Login link for an anonymous visitor the Public role lets in).
 */
export function AppLayout() {
  const queryRef = useLoaderData() as PreloadedQuery<AppLayoutQuery>;
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel">
        <HStack as="nav" aria-label="Main" px="6" h="14" gap="6">
          <Link asChild fontWeight="bold" fontSize="lg" css={navLinkCss}>
            <NavLink to="/superset/welcome/" end>
              Chartroom
            </NavLink>
          </Link>
          <NavItem to="/dashboard/list/">Dashboards</NavItem>
          <NavItem to="/chart/list/">Charts</NavItem>
          <NavItem to="/tablemodelview/list/">Datasets</NavItem>
          <Suspense fallback={null}>
            <SqlLabNavItem queryRef={queryRef} />
          </Suspense>
          <DataMenu />
          <Box flex="1" />
          <Suspense fallback={null}>
            <SignedInCreateMenu queryRef={queryRef} />
          </Suspense>
          <ColorModeToggle />
          {/* A fixed-size placeholder: the name arriving must not move the bar. */}
          <Box minW="24" display="flex" justifyContent="flex-end">
            <Suspense fallback={<Skeleton h="8" w="24" />}>
              <Viewer queryRef={queryRef} />
            </Suspense>
          </Box>
        </HStack>
      </Box>
      <Box as="main" flex="1" px="6" py="5">
        <Outlet />
      </Box>
    </Flex>
  );
}
