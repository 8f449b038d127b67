import { Checkbox, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RolePickerQuery } from './__generated__/RolePickerQuery.graphql.ts';

export interface RoleChoice {
  readonly roleId: number;
  readonly name: string;
}

/**
 * The properties modal's Roles (DASHBOARD_RBAC): the roles a dashboard is granted to, ticked among
 * those `related/roles` offers. Roles already on the dashboard stay listed even when not offered.
 */
export function RolePicker({
  current,
  chosen,
  onChange,
}: {
  current: readonly RoleChoice[];
  chosen: ReadonlySet<number>;
  onChange: (next: ReadonlySet<number>) => void;
}) {
  return (
    <Stack gap="1" role="group" aria-label="Roles">
      <Text fontWeight="medium" fontSize="sm">
        Roles
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Roles is a list which defines access to the dashboard. Granting a role access to a dashboard will bypass dataset
        level checks. If no roles are defined, regular access permissions apply.
      </Text>
      <Suspense fallback={<Spinner size="xs" role="status" aria-label="Loading roles" />}>
        <RoleOptions current={current} chosen={chosen} onChange={onChange} />
      </Suspense>
    </Stack>
  );
}

function RoleOptions({
  current,
  chosen,
  onChange,
}: {
  current: readonly RoleChoice[];
  chosen: ReadonlySet<number>;
  onChange: (next: ReadonlySet<number>) => void;
}) {
  const { dashboardRoleOptions } = useLazyLoadQuery<RolePickerQuery>(
    graphql`
      query RolePickerQuery {
        dashboardRoleOptions {
          roleId
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const offered = new Set(dashboardRoleOptions.map((role) => role.roleId));
  const listed = [...dashboardRoleOptions, ...current.filter((role) => !offered.has(role.roleId))];
  return (
    <Stack gap="1" direction="row" wrap="wrap" columnGap="4">
      {listed.map((role) => (
        <Checkbox.Root
          key={role.roleId}
          size="sm"
          checked={chosen.has(role.roleId)}
          onCheckedChange={(d) => {
            const next = new Set(chosen);
            if (d.checked === true) next.add(role.roleId);
            else next.delete(role.roleId);
            onChange(next);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{role.name}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
