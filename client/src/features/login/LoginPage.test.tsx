import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../relay/environment.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';
import { LoginPage } from './LoginPage.tsx';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Provider = { name: string; label: string };

/**
 * The gateway's CSRF token endpoint answers first (the login carries the token), GraphQL answers the
 * sign-in providers, and `login` answers the rest.
 */
function withCsrfToken(login: (url: string, init?: RequestInit) => Promise<Response>, providers: Provider[] = []) {
  return async (url: string, init?: RequestInit) => {
    if (url === '/api/v1/security/csrf_token/') return jsonResponse(200, { result: 'csrf-token-1' });
    if (url === '/graphql') return jsonResponse(200, { data: { signInProviders: providers } });
    return login(url, init);
  };
}

const loginCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => url === '/login/') as unknown as [string, RequestInit][];

const routes = [
  { path: '/login/', Component: LoginPage },
  { path: '/explore/', element: <p>Explore page</p> },
  { path: '/superset/welcome/', element: <p>Home page</p> },
];

function renderLogin(path: string) {
  return renderRoutes(routes, path, createRelayEnvironment());
}

async function signIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/username/i), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', { timeout: 20_000 }, () => {
  it('posts the credentials as JSON and shows the message of a 401', async () => {
    const fetchMock = vi.fn(
      withCsrfToken(async () => jsonResponse(401, { message: 'Invalid login. Please try again.' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin('/login/');

    await signIn('admin', 'wrong');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid login. Please try again.');
    expect(loginCalls(fetchMock)).toHaveLength(1);
    const [url, init] = loginCalls(fetchMock)[0] as [string, RequestInit];
    expect(url).toBe('/login/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('X-CSRFToken')).toBe('csrf-token-1');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'admin', password: 'wrong' });
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('goes to the next parameter after a successful login', async () => {
    vi.stubGlobal(
      'fetch',
      withCsrfToken(async () => jsonResponse(200, { result: { username: 'admin' } })),
    );
    const { router } = renderLogin(`/login/?next=${encodeURIComponent('/explore/?slice_id=7')}`);

    await signIn('admin', 'secret');

    expect(await screen.findByText('Explore page')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/explore/?slice_id=7');
  });

  it('ignores a next parameter that leaves the site and lands on the home page', async () => {
    vi.stubGlobal(
      'fetch',
      withCsrfToken(async () => jsonResponse(200, { result: {} })),
    );
    renderLogin(`/login/?next=${encodeURIComponent('//evil.example/')}`);

    await signIn('admin', 'secret');

    await waitFor(() => expect(screen.getByText('Home page')).toBeTruthy());
  });

  it('offers a button per sign-in provider, going to the server with the next page', async () => {
    vi.stubGlobal(
      'fetch',
      withCsrfToken(
        async () => jsonResponse(401, {}),
        [
          { name: 'corp', label: 'Corp SSO' },
          { name: 'gitlab', label: 'GitLab' },
        ],
      ),
    );
    renderLogin(`/login/?next=${encodeURIComponent('/explore/?slice_id=7')}`);
    const corp = await screen.findByRole('link', { name: 'Sign in with Corp SSO' });
    expect(corp.getAttribute('href')).toBe(`/login/corp?next=${encodeURIComponent('/explore/?slice_id=7')}`);
    expect(screen.getByRole('link', { name: 'Sign in with GitLab' }).getAttribute('href')).toBe(
      `/login/gitlab?next=${encodeURIComponent('/explore/?slice_id=7')}`,
    );
  });

  it('shows no provider section when none is configured', async () => {
    vi.stubGlobal(
      'fetch',
      withCsrfToken(async () => jsonResponse(401, {})),
    );
    renderLogin('/login/');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Sign-in providers' })).toBeNull());
  });

  it("shows the message of a provider sign-in's failure code, and nothing for unknown text", async () => {
    vi.stubGlobal(
      'fetch',
      withCsrfToken(async () => jsonResponse(401, {})),
    );
    renderLogin('/login/?oauth_error=registration');
    expect((await screen.findByRole('alert')).textContent).toContain('There is no Chartroom account for you');
    cleanup();
    renderLogin(`/login/?oauth_error=${encodeURIComponent('Call 555 to unlock')}`);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the submit button disabled until both fields are filled', async () => {
    vi.stubGlobal(
      'fetch',
      withCsrfToken(async () => jsonResponse(401, {})),
    );
    renderLogin('/login/');
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/username/i), { target: { value: 'admin' } });
    expect(button).toHaveProperty('disabled', true);
  });
});
