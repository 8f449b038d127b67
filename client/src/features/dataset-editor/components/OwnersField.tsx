import { Button, Field, HStack, Input, Spinner, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue.ts';
import type { OwnerDraft } from '../state/datasetDraft.ts';
import type { OwnersFieldQuery } from './__generated__/OwnersFieldQuery.graphql.ts';

export interface OwnersFieldProps {
  readonly owners: readonly OwnerDraft[];
  readonly readOnly: boolean;
  readonly onChange: (owners: readonly OwnerDraft[]) => void;
}

const shownOptions = 8;

function OwnerOptions({
  search,
  owners,
  onAdd,
}: {
  search: string;
  owners: readonly OwnerDraft[];
  onAdd: (owner: OwnerDraft) => void;
}) {
  const data = useLazyLoadQuery<OwnersFieldQuery>(
    graphql`
      query OwnersFieldQuery($search: String) {
        datasetOwnerOptions(search: $search) {
          userId
          name
        }
      }
    `,
    { search },
    { fetchPolicy: 'store-or-network' },
  );
  const taken = new Set(owners.map((owner) => owner.userId));
  const options = data.datasetOwnerOptions.filter((option) => !taken.has(option.userId)).slice(0, shownOptions);
  if (options.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No other users match.
      </Text>
    );
  return (
    <Wrap gap="2">
      {options.map((option) => (
        <Button key={option.userId} size="xs" variant="outline" onClick={() => onAdd(option)}>
          Add {option.name}
        </Button>
      ))}
    </Wrap>
  );
}

/** Who may edit the dataset: the current owners, removable, and users found by name to add. */
export function OwnersField({ owners, readOnly, onChange }: OwnersFieldProps) {
  const [search, setSearch] = useState('');
  const debounced = useDeferredValue(useDebouncedValue(search, 250));
  return (
    <Stack gap="2">
      <Field.Root disabled={readOnly}>
        <Field.Label>Owners</Field.Label>
        <Wrap gap="2" aria-label="Owners" role="list">
          {owners.length === 0 ? <Text color="fg.muted">No owners: only admins can edit it.</Text> : null}
          {owners.map((owner) => (
            <Tag.Root key={owner.userId} role="listitem" size="lg">
              <Tag.Label>{owner.name}</Tag.Label>
              {readOnly ? null : (
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={`Remove owner ${owner.name}`}
                    onClick={() => onChange(owners.filter((candidate) => candidate.userId !== owner.userId))}
                  />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      </Field.Root>
      {readOnly ? null : (
        <Stack gap="2">
          <HStack>
            <Input
              size="sm"
              maxW="xs"
              type="search"
              aria-label="Find users to add as owners"
              placeholder="Find users by name"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </HStack>
          <Suspense fallback={<Spinner size="sm" role="status" aria-label="Loading users" />}>
            <OwnerOptions search={debounced} owners={owners} onAdd={(owner) => onChange([...owners, owner])} />
          </Suspense>
        </Stack>
      )}
    </Stack>
  );
}
