import { useEffect, useState } from 'react';
import { formatMessage, toastError } from '../toaster.ts';

export type ResourcePermissions = ReadonlySet<string>;

async function fetchPermissions(resource: string): Promise<ResourcePermissions> {
  const response = await fetch(`/api/v1/${resource}/_info?q=(keys:!(permissions))`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as { permissions?: unknown; message?: unknown };
  if (!response.ok) throw new Error(typeof body.message === 'string' ? body.message : `HTTP ${response.status}`);
  return new Set(Array.isArray(body.permissions) ? body.permissions.filter((p) => typeof p === 'string') : []);
}

/**
 * The viewer's permissions on a resource, from its `_info` call (spec 002 §6). Null while loading:
 * until then actions show disabled, so their buttons are in place and nothing moves when it lands.
 */
export function useResourcePermissions(resource: string): ResourcePermissions | null {
  const [permissions, setPermissions] = useState<ResourcePermissions | null>(null);
  useEffect(() => {
    let live = true;
    fetchPermissions(resource).then(
      (result) => live && setPermissions(result),
      (error: Error) => {
        if (!live) return;
        setPermissions(new Set());
        toastError(formatMessage('An error occurred while fetching %s info: %s', resource, error.message));
      },
    );
    return () => {
      live = false;
    };
  }, [resource]);
  return permissions;
}
