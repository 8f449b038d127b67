import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../router.tsx';
import { createTestEnvironment } from '../testing/mockEnvironment.ts';
import { resolveOperation, resolveViewer, stubRest, testViewer } from '../testing/relayOperations.ts';
import { renderRoutes } from '../testing/renderRoutes.tsx';

/** Mock resolvers by GraphQL type: a viewer who may run SQL in SQL Lab, and one who only reads charts. */
const sqlLabViewer = {
  User: () => ({ ...testViewer, permissions: [{ name: 'can_execute_sql_query', viewMenu: 'SQLLab' }] }),
};
const chartReader = { User: () => ({ ...testViewer, permissions: [{ name: 'can_read', viewMenu: 'Chart' }] }) };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppLayout', { timeout: 20_000 }, () => {
  it('links every list from the main navigation and shows the viewer', async () => {
    stubRest([]);
    const { environment, mock } = createTestEnvironment();
    renderRoutes(createRoutes(environment), '/chart/list/', environment);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = Object.fromEntries(
      [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toMatchObject({
      Chartroom: '/superset/welcome/',
      Dashboards: '/dashboard/list/',
      Charts: '/chart/list/',
      Datasets: '/tablemodelview/list/',
    });
    expect(screen.getByRole('button', { name: /Data/ })).toBeTruthy();
    resolveViewer(mock);
    expect(await screen.findByRole('button', { name: 'User menu: Ada Admin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create new' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows an anonymous visitor (Public role) a Login link back to the page, no user menu, no "+" menu', async () => {
    stubRest([]);
    const { environment, mock } = createTestEnvironment();
    renderRoutes(createRoutes(environment), '/chart/list/?page=2', environment);
    await screen.findByRole('navigation', { name: 'Main' });
    resolveOperation(mock, 'AppLayoutQuery', {
      // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
      Query: () => ({ viewer: null, anonymousVisitor: { permissions: [{ name: 'can_read', viewMenu: 'Chart' }] } }),
    });
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe(`/login/?next=${encodeURIComponent('/chart/list/?page=2')}`);
    expect(screen.queryByRole('button', { name: /User menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create new' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'SQL Lab' })).toBeNull();
  });

  it('offers SQL Lab only to a viewer who may run SQL there', async () => {
    stubRest([]);
    const { environment, mock } = createTestEnvironment();
    renderRoutes(createRoutes(environment), '/chart/list/', environment);
    await screen.findByRole('navigation', { name: 'Main' });
    resolveOperation(mock, 'AppLayoutQuery', sqlLabViewer);
    expect((await screen.findByRole('link', { name: 'SQL Lab' })).getAttribute('href')).toBe('/sqllab/');
  });

  it('leaves SQL Lab out for a viewer without SQL Lab access', async () => {
    stubRest([]);
    const { environment, mock } = createTestEnvironment();
    renderRoutes(createRoutes(environment), '/chart/list/', environment);
    await screen.findByRole('navigation', { name: 'Main' });
    resolveOperation(mock, 'AppLayoutQuery', chartReader);
    expect(await screen.findByRole('button', { name: 'User menu: Ada Admin' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'SQL Lab' })).toBeNull();
  });
});
