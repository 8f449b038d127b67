import { Button, Menu, Portal } from '@chakra-ui/react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { RecordSource } from 'relay-runtime';
import { logout } from '../routing/logout.ts';
import type { UserMenu_viewer$key } from './__generated__/UserMenu_viewer.graphql.ts';
import { toastError } from './toaster.ts';

/** The viewer's name; the menu holds what concerns the session. */
export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on User {
        username
        firstName
        lastName
        permissions {
          name
          viewMenu
        }
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const name = `${data.firstName} ${data.lastName}`.trim() || data.username;
  // Superset's Settings > Security entries, for those who may manage users and roles (Admin).
  const may = (permission: string, view: string) =>
    (data.permissions ?? []).some((p) => p.name === permission && p.viewMenu === view);
  const canListUsers = may('can_read', 'User');
  const canListRoles = may('can_read', 'Role');
  const canListRls = may('can_read', 'RowLevelSecurity');
  const canReadAudit = may('can_read', 'AuditLog');
  // Superset's Settings > Manage > CSS Templates: for those who may write them (Alpha, Admin).
  const canManageCss = may('can_write', 'CssTemplate');
  const canManageAnnotations = may('can_write', 'Annotation');
  const canListReports = may('can_read', 'ReportSchedule');
  // Superset's Settings > Manage > Tags (TAGGING_SYSTEM): every role may read tags.
  const canReadTags = may('can_read', 'Tag');

  const onLogout = async () => {
    const outcome = await logout();
    if (!outcome.ok) {
      toastError(outcome.message);
      return;
    }
    await navigate('/login/', { replace: true });
    // Nothing of the previous user may be shown to the next one who signs in on this tab.
    (environment.getStore().getSource() as RecordSource).clear();
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`User menu: ${name}`} maxW="48">
          <span>{name}</span>
          <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {canListUsers || canListRoles || canListRls || canReadAudit ? (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Security</Menu.ItemGroupLabel>
                {canListUsers ? (
                  <Menu.Item value="users" onSelect={() => navigate('/users/list/')}>
                    List Users
                  </Menu.Item>
                ) : null}
                {canListRoles ? (
                  <Menu.Item value="roles" onSelect={() => navigate('/roles/list/')}>
                    List Roles
                  </Menu.Item>
                ) : null}
                {canListRls ? (
                  <Menu.Item value="rls" onSelect={() => navigate('/rowlevelsecurity/list/')}>
                    Row Level Security
                  </Menu.Item>
                ) : null}
                {canReadAudit ? (
                  <Menu.Item value="audit" onSelect={() => navigate('/auditlog/list/')}>
                    Audit Log
                  </Menu.Item>
                ) : null}
              </Menu.ItemGroup>
            ) : null}
            {canManageCss || canManageAnnotations || canListReports || canReadTags ? (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Manage</Menu.ItemGroupLabel>
                {canManageCss ? (
                  <Menu.Item value="css-templates" onSelect={() => navigate('/csstemplatemodelview/list/')}>
                    CSS Templates
                  </Menu.Item>
                ) : null}
                {canManageAnnotations ? (
                  <Menu.Item value="annotation-layers" onSelect={() => navigate('/annotationlayer/list/')}>
                    Annotation Layers
                  </Menu.Item>
                ) : null}
                {canReadTags ? (
                  <Menu.Item value="tags" onSelect={() => navigate('/superset/tags/')}>
                    Tags
                  </Menu.Item>
                ) : null}
                {canListReports ? (
                  <Menu.Item value="reports" onSelect={() => navigate('/report/list/')}>
                    Alerts & Reports
                  </Menu.Item>
                ) : null}
              </Menu.ItemGroup>
            ) : null}
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Signed in as {data.username}</Menu.ItemGroupLabel>
              <Menu.Item value="profile" onSelect={() => navigate('/users/userinfo/')}>
                Info
              </Menu.Item>
              <Menu.Item value="logout" onSelect={onLogout}>
                Log out
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
