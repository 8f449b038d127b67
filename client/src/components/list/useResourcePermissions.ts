import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { formatMessage, toastError } from '../toaster.ts';
import type {
  useResourcePermissionsQuery,
  ViewerPermissionResource,
} from './__generated__/useResourcePermissionsQuery.graphql.ts';

export type ResourcePermissions = ReadonlySet<string>;
export type { ViewerPermissionResource };

const permissionsQuery = graphql`
  query useResourcePermissionsQuery($resource: ViewerPermissionResource!) {
    viewerPermissions(resource: $resource)
  }
`;

/**
 * The viewer's permissions on a resource (`viewerPermissions`, the resource's `_info` permissions).
 * Null while loading: until then actions show disabled, so their buttons are in place and nothing
 * moves when it lands. A failure says so and leaves no permissions.
 */
export function useResourcePermissions(resource: ViewerPermissionResource): ResourcePermissions | null {
  const environment = useRelayEnvironment();
  const [permissions, setPermissions] = useState<ResourcePermissions | null>(null);
  useEffect(() => {
    // Read again on every visit (as REST's _info was): another user or a changed role never sees stale actions.
    const subscription = fetchQuery<useResourcePermissionsQuery>(environment, permissionsQuery, {
      resource,
    }).subscribe({
      next: (data) => setPermissions(new Set(data.viewerPermissions)),
      error: (error: Error) => {
        setPermissions(new Set());
        toastError(
          formatMessage('An error occurred while fetching %s info: %s', resource.toLowerCase(), error.message),
        );
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, resource]);
  return permissions;
}
