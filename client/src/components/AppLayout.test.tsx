import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../router.tsx';
import { createTestEnvironment } from '../testing/mockEnvironment.ts';
import { resolveViewer, stubRest } from '../testing/relayOperations.ts';
import { renderRoutes } from '../testing/renderRoutes.tsx';

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
    expect(screen.getByRole('button', { name: 'Create new' })).toBeTruthy();
    resolveViewer(mock);
    expect(await screen.findByRole('button', { name: 'User menu: Ada Admin' })).toBeTruthy();
  });
});
