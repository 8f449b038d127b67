import { Button, Checkbox, Dialog, Field, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { formatMessage, toastError, toastSuccess } from '../../../../components/toaster.ts';
import { parseMetadataText } from '../../state/metadataText.ts';
import { certificationDefaults, dashboardPath, slugDefault, untitledDefault } from '../../state/saveDefaults.ts';
import type { PropertiesDialog_dashboard$key } from './__generated__/PropertiesDialog_dashboard.graphql.ts';
import type { PropertiesDialogMutation } from './__generated__/PropertiesDialogMutation.graphql.ts';
import { type OwnerChoice, OwnerSearch } from './OwnerSearch.tsx';
import { RolePicker } from './RolePicker.tsx';

/** Superset's categorical colour schemes by name ('' keeps each chart's own). */
const COLOR_SCHEMES = [
  '',
  'supersetColors',
  'bnbColors',
  'googleCategory10c',
  'd3Category10',
  'd3Category20',
  'echarts4Colors',
  'lyftColors',
];

/**
 * The properties modal: title, slug, owners, roles (only under DASHBOARD_RBAC, as Superset shows
 * them), certification, colour scheme and the JSON metadata.
 */
export function PropertiesDialog({
  dashboard,
  rolesEnabled,
  onClose,
}: {
  dashboard: PropertiesDialog_dashboard$key;
  rolesEnabled: boolean;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment PropertiesDialog_dashboard on Dashboard {
        id
        dashboardId
        dashboardTitle
        slug
        certifiedBy
        certificationDetails
        changedOn
        jsonMetadata
        owners {
          userId
          firstName
          lastName
          username
        }
        roles {
          roleId
          name
        }
      }
    `,
    dashboard,
  );
  const navigate = useNavigate();
  const [title, setTitle] = useState(data.dashboardTitle);
  const [slug, setSlug] = useState(data.slug ?? '');
  const [certifiedBy, setCertifiedBy] = useState(data.certifiedBy ?? '');
  const [details, setDetails] = useState(data.certificationDetails ?? '');
  const [owners, setOwners] = useState(new Set(data.owners.map((o) => o.userId)));
  // Owners the search added: listed with the current ones, unticked to take them off again.
  const [added, setAdded] = useState<OwnerChoice[]>([]);
  const [roles, setRoles] = useState<ReadonlySet<number>>(new Set(data.roles.map((r) => r.roleId)));
  const listed: OwnerChoice[] = [
    ...data.owners.map((o) => ({ userId: o.userId, name: `${o.firstName} ${o.lastName}`.trim() || o.username })),
    ...added,
  ];
  const initialMetadata = (data.jsonMetadata ?? {}) as Record<string, unknown>;
  const [scheme, setScheme] = useState(
    typeof initialMetadata.color_scheme === 'string' ? initialMetadata.color_scheme : '',
  );
  const [metadataText, setMetadataText] = useState(JSON.stringify(initialMetadata, null, 2));
  const [metadataError, setMetadataError] = useState<string | null>(null);
  const [commit, saving] = useMutation<PropertiesDialogMutation>(graphql`
    mutation PropertiesDialogMutation($id: ID!, $input: DashboardFieldsInput!, $lastModifiedTime: Float) {
      saveDashboard(id: $id, input: $input, lastModifiedTime: $lastModifiedTime) {
        __typename
        ... on SaveDashboardPayload {
          dashboard {
            id
            dashboardId
            slug
            ...DashboardHeader_dashboard
            ...PropertiesDialog_dashboard
            ...DashboardScreen_dashboard
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const apply = () => {
    const parsed = parseMetadataText(metadataText);
    if (!parsed.ok) {
      setMetadataError(parsed.message);
      return;
    }
    setMetadataError(null);
    const certification = certificationDefaults(certifiedBy, details);
    commit({
      variables: {
        id: data.id,
        input: {
          dashboardTitle: untitledDefault(title),
          slug: slugDefault(slug) ?? '',
          ownerIds: [...owners],
          // Without the flag the server stores no roles; none are sent so as to change nothing.
          ...(rolesEnabled ? { roleIds: [...roles] } : {}),
          ...certification,
          jsonMetadata: { ...parsed.value, color_scheme: scheme },
        },
        lastModifiedTime: Date.parse(data.changedOn) / 1000,
      },
      onCompleted: ({ saveDashboard: result }) => {
        if (result.__typename === 'SaveDashboardPayload' && result.dashboard) {
          toastSuccess('This dashboard was saved successfully.');
          onClose();
          navigate(`${dashboardPath(result.dashboard)}?edit=true`, { replace: true });
        } else if (result.__typename === 'ForbiddenError')
          toastError('You do not have permission to edit this dashboard');
        else
          toastError(
            formatMessage(
              'Sorry, there was an error saving this dashboard: %s',
              result.message ?? 'Sorry, an unknown error occurred',
            ),
          );
      },
      onError: (error) =>
        toastError(formatMessage('Sorry, there was an error saving this dashboard: %s', error.message)),
    });
  };
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Dashboard properties</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>Title</Field.Label>
                  <Input value={title} onChange={(e) => setTitle(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>URL slug</Field.Label>
                  <Input value={slug} onChange={(e) => setSlug(e.target.value)} />
                  <Field.HelperText>A readable URL for your dashboard</Field.HelperText>
                </Field.Root>
                <Stack gap="1" role="group" aria-label="Owners">
                  <Text fontWeight="medium" fontSize="sm">
                    Owners
                  </Text>
                  {listed.length === 0 ? <Text fontSize="sm">No owners.</Text> : null}
                  {listed.map((owner) => (
                    <Checkbox.Root
                      key={owner.userId}
                      size="sm"
                      checked={owners.has(owner.userId)}
                      onCheckedChange={(d) => {
                        const next = new Set(owners);
                        if (d.checked === true) next.add(owner.userId);
                        else next.delete(owner.userId);
                        setOwners(next);
                      }}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{owner.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                  <OwnerSearch
                    chosen={new Set(listed.map((o) => o.userId))}
                    onAdd={(owner) => {
                      setAdded((current) => [...current, owner]);
                      setOwners((current) => new Set(current).add(owner.userId));
                    }}
                  />
                </Stack>
                {rolesEnabled ? <RolePicker current={data.roles} chosen={roles} onChange={setRoles} /> : null}
                <Field.Root>
                  <Field.Label>Certified by</Field.Label>
                  <Input value={certifiedBy} onChange={(e) => setCertifiedBy(e.target.value)} />
                </Field.Root>
                <Field.Root disabled={!certifiedBy.trim()}>
                  <Field.Label>Certification details</Field.Label>
                  <Input value={details} onChange={(e) => setDetails(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Color scheme</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={scheme} onChange={(e) => setScheme(e.target.value)}>
                      {COLOR_SCHEMES.map((name) => (
                        <option key={name} value={name}>
                          {name || 'Default (each chart’s own)'}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root invalid={metadataError !== null}>
                  <Field.Label>JSON metadata</Field.Label>
                  <Textarea
                    fontFamily="mono"
                    fontSize="xs"
                    rows={10}
                    value={metadataText}
                    onChange={(e) => setMetadataText(e.target.value)}
                  />
                  {metadataError ? <Field.ErrorText>{metadataError}</Field.ErrorText> : null}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="blue" onClick={apply} loading={saving}>
                Apply
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
