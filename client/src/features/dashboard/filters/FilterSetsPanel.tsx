import { Badge, Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { formatMessage, toastError, toastSuccess } from '../../../components/toaster.ts';
import type { FilterSetsPanelCreateMutation } from './__generated__/FilterSetsPanelCreateMutation.graphql.ts';
import type { FilterSetsPanelDeleteMutation } from './__generated__/FilterSetsPanelDeleteMutation.graphql.ts';
import type { FilterSetsPanelQuery } from './__generated__/FilterSetsPanelQuery.graphql.ts';
import type { FilterSetsPanelUpdateMutation } from './__generated__/FilterSetsPanelUpdateMutation.graphql.ts';
import type { NativeFilter } from './extraFormData.ts';
import {
  APPLY_FILTERS_HINT,
  defaultSetName,
  filterSetMetadata,
  filterSetValues,
  identicalSet,
  isOutdated,
  nameProblem,
  type StoredFilterSet,
  setSummary,
} from './filterSets.ts';
import type { FilterValues } from './nativeFilterState.ts';

const setsQuery = graphql`
  query FilterSetsPanelQuery($dashboardId: ID!) {
    filterSets(dashboardId: $dashboardId, first: 100) {
      edges {
        node {
          filterSetId
          name
          description
          ownerType
          jsonMetadata
        }
      }
    }
  }
`;

interface Props {
  readonly dashboardGlobalId: string;
  readonly filters: readonly NativeFilter[];
  readonly applied: FilterValues;
  /** The bar holds values not applied yet: a set saves applied values only. */
  readonly pendingChanges: boolean;
  readonly onApply: (values: FilterValues) => void;
  /** Owners save sets on the dashboard (shared); other viewers keep their own. */
  readonly canEdit: boolean;
}

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly set: StoredFilterSet } | null;

/** Save the applied filters as a named set; apply, edit (rename, re-save, rebuild) or delete a set. */
export function FilterSetsPanel({ dashboardGlobalId, filters, applied, pendingChanges, onApply, canEdit }: Props) {
  const environment = useRelayEnvironment();
  const [sets, setSets] = useState<readonly StoredFilterSet[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [typedName, setTypedName] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const load = useCallback(() => {
    const subscription = fetchQuery<FilterSetsPanelQuery>(
      environment,
      setsQuery,
      { dashboardId: dashboardGlobalId },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => setSets(data.filterSets.edges.map((e) => e.node)),
      error: (error: Error) => toastError('There was an error loading the filter sets', error.message),
    });
    return () => subscription.unsubscribe();
  }, [environment, dashboardGlobalId]);
  useEffect(() => load(), [load]);

  const [create, creating] = useMutation<FilterSetsPanelCreateMutation>(graphql`
    mutation FilterSetsPanelCreateMutation($dashboardId: ID!, $input: FilterSetFieldsInput!) {
      createFilterSet(dashboardId: $dashboardId, input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [update, updating] = useMutation<FilterSetsPanelUpdateMutation>(graphql`
    mutation FilterSetsPanelUpdateMutation($dashboardId: ID!, $filterSetId: Int!, $input: FilterSetFieldsInput!) {
      updateFilterSet(dashboardId: $dashboardId, filterSetId: $filterSetId, input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [remove] = useMutation<FilterSetsPanelDeleteMutation>(graphql`
    mutation FilterSetsPanelDeleteMutation($dashboardId: ID!, $filterSetId: Int!) {
      deleteFilterSet(dashboardId: $dashboardId, filterSetId: $filterSetId) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

  const done = (result: { __typename: string; message?: string }, success: string) => {
    if (result.__typename === 'FilterSetPayload') {
      toastSuccess(success);
      setEditing(null);
      setServerError(null);
      load();
    } else setServerError(result.message ?? 'Sorry, an unknown error occurred');
  };

  const list = sets ?? [];
  // Until the viewer types a name, a new set is named after the applied values (which may change).
  const name = typedName ?? (editing?.kind === 'edit' ? editing.set.name : defaultSetName(filters, applied));
  const exceptId = editing?.kind === 'edit' ? editing.set.filterSetId : undefined;
  const problem = editing ? nameProblem(name, list, exceptId) : null;
  const duplicate = editing ? identicalSet(list, filters, applied) : undefined;
  const isDuplicate = duplicate !== undefined && duplicate.filterSetId !== exceptId;
  const blocked = pendingChanges ? APPLY_FILTERS_HINT : isDuplicate ? 'Filter set already exists' : problem;

  const save = () => {
    if (!editing || blocked) return;
    const input = { name: name.trim(), jsonMetadata: filterSetMetadata(filters, applied) };
    if (editing.kind === 'new') {
      create({
        variables: { dashboardId: dashboardGlobalId, input: { ...input, ownerType: canEdit ? 'Dashboard' : 'User' } },
        onCompleted: ({ createFilterSet: result }) => done(result, formatMessage('Filter set "%s" saved', input.name)),
        onError: (error) => setServerError(error.message),
      });
    } else {
      update({
        variables: { dashboardId: dashboardGlobalId, filterSetId: editing.set.filterSetId, input },
        onCompleted: ({ updateFilterSet: result }) => done(result, formatMessage('Filter set "%s" saved', input.name)),
        onError: (error) => setServerError(error.message),
      });
    }
  };

  /** Rebuild: keep the set's values for the filters that still exist, under today's filters. */
  const rebuild = (set: StoredFilterSet) =>
    update({
      variables: {
        dashboardId: dashboardGlobalId,
        filterSetId: set.filterSetId,
        input: { jsonMetadata: filterSetMetadata(filters, filterSetValues(filters, set)) },
      },
      onCompleted: ({ updateFilterSet: result }) => done(result, formatMessage('Filter set "%s" rebuilt', set.name)),
      onError: (error) => toastError('Sorry, an unknown error occurred', error.message),
    });

  const deleteSet = (set: StoredFilterSet) =>
    remove({
      variables: { dashboardId: dashboardGlobalId, filterSetId: set.filterSetId },
      onCompleted: ({ deleteFilterSet: result }) => {
        if (result.__typename === 'DeletePayload') {
          toastSuccess(formatMessage('Deleted: %s', set.name));
          load();
        } else toastError('The filter set could not be deleted', result.message ?? '');
      },
      onError: (error) => toastError('The filter set could not be deleted', error.message),
    });

  const startEditing = (next: Editing) => {
    setEditing(next);
    setServerError(null);
    setTypedName(null);
  };

  const current = identicalSet(list, filters, applied);
  return (
    <Box as="section" aria-labelledby="filter-sets-heading" mt="5" pt="3" borderTopWidth="1px" data-filter-sets="">
      <Heading as="h3" size="xs" id="filter-sets-heading" mb="2">
        Filter sets
      </Heading>
      {editing ? (
        <Stack gap="2" p="2" borderWidth="1px" borderRadius="md" bg="bg.muted" data-filter-set-editor="">
          <Text fontSize="sm" fontWeight="semibold">
            {editing.kind === 'new' ? 'New filter set' : `Editing filter set: ${editing.set.name}`}
          </Text>
          <Field.Root invalid={problem !== null}>
            <Field.Label fontSize="sm">Filter set name</Field.Label>
            <Input size="sm" value={name} onChange={(e) => setTypedName(e.currentTarget.value)} />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
          </Field.Root>
          {pendingChanges ? (
            <Text fontSize="xs" role="status">
              {APPLY_FILTERS_HINT}
            </Text>
          ) : null}
          {isDuplicate ? (
            <Text fontSize="xs" role="status">
              <span aria-hidden="true">⚠ </span>
              {`This filter set is identical to: "${duplicate?.name}"`}
            </Text>
          ) : null}
          {serverError ? (
            <Text fontSize="xs" color="fg.error" role="alert">
              {serverError}
            </Text>
          ) : null}
          <Flex gap="2">
            <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button
              size="xs"
              flex="1"
              colorPalette="blue"
              disabled={blocked !== null}
              title={blocked ?? undefined}
              loading={creating || updating}
              onClick={save}
            >
              Save
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Button size="sm" variant="outline" w="full" onClick={() => startEditing({ kind: 'new' })}>
          + Create new filter set
        </Button>
      )}
      {sets && sets.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="2">
          No filter sets yet.
        </Text>
      ) : null}
      <Stack as="ul" gap="2" mt="2" listStyleType="none">
        {list.map((set) => {
          const outdated = isOutdated(filters, set);
          const active = current?.filterSetId === set.filterSetId;
          return (
            <Box
              as="li"
              key={set.filterSetId}
              borderWidth="1px"
              borderRadius="md"
              p="2"
              borderColor={active ? 'blue.solid' : undefined}
              data-filter-set={set.name}
            >
              <Flex align="center" gap="2">
                <Text fontSize="sm" fontWeight="semibold" flex="1" lineClamp={1}>
                  {set.name}
                </Text>
                {active ? <Badge colorPalette="blue">Applied</Badge> : null}
                {set.ownerType === 'User' ? <Badge>Private</Badge> : null}
              </Flex>
              {setSummary(filters, set).map((line) => (
                <Text key={line} fontSize="xs" color="fg.muted" lineClamp={2}>
                  {line}
                </Text>
              ))}
              {outdated ? (
                <Text fontSize="xs" color="fg.warning" role="status">
                  The dashboard's filters changed since this set was saved. Rebuild it to use it.
                </Text>
              ) : null}
              <Flex gap="1" mt="1" wrap="wrap">
                {outdated ? (
                  <Button size="2xs" variant="outline" onClick={() => rebuild(set)} aria-label={`Rebuild ${set.name}`}>
                    Rebuild
                  </Button>
                ) : (
                  <Button
                    size="2xs"
                    variant="outline"
                    disabled={active}
                    onClick={() => onApply(filterSetValues(filters, set))}
                    aria-label={`Apply ${set.name}`}
                  >
                    Apply
                  </Button>
                )}
                <Button
                  size="2xs"
                  variant="ghost"
                  onClick={() => startEditing({ kind: 'edit', set })}
                  aria-label={`Edit ${set.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => deleteSet(set)}
                  aria-label={`Delete ${set.name}`}
                >
                  Delete
                </Button>
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
