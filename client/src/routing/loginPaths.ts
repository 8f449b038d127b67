export const defaultLandingPath = '/superset/welcome/';

/**
 * The `next` parameter, only when it is a path on this site: an absolute or protocol-relative URL
 * there would turn the login page into an open redirect.
 */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return defaultLandingPath;
  if (next.startsWith('/login')) return defaultLandingPath;
  return next;
}

/** The login URL that brings the user back to `location` afterwards. */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const next = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/login/?next=${encodeURIComponent(next)}`;
}
