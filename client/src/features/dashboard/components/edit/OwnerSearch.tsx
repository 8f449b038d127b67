import { Button, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OwnerSearchQuery } from './__generated__/OwnerSearchQuery.graphql.ts';

export interface OwnerChoice {
  readonly userId: number;
  readonly name: string;
}

/** Finds active users by name (the dashboard's `related/owners`) and offers to add them as owners. */
export function OwnerSearch({ chosen, onAdd }: { chosen: ReadonlySet<number>; onAdd: (owner: OwnerChoice) => void }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  return (
    <Stack gap="1">
      <Field.Root>
        <Field.Label>Add an owner</Field.Label>
        <Input value={search} placeholder="Search users" onChange={(e) => setSearch(e.target.value)} />
      </Field.Root>
      {deferred ? (
        <Suspense fallback={<Spinner size="xs" role="status" aria-label="Searching users" />}>
          <OwnerResults search={deferred} chosen={chosen} onAdd={onAdd} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function OwnerResults({
  search,
  chosen,
  onAdd,
}: {
  search: string;
  chosen: ReadonlySet<number>;
  onAdd: (owner: OwnerChoice) => void;
}) {
  const { relatedUsers } = useLazyLoadQuery<OwnerSearchQuery>(
    graphql`
      query OwnerSearchQuery($search: String!) {
        relatedUsers(resource: DASHBOARD, field: OWNERS, search: $search, first: 20) {
          userId
          name
        }
      }
    `,
    { search },
    { fetchPolicy: 'store-or-network' },
  );
  const offered = relatedUsers.filter((user) => !chosen.has(user.userId));
  if (offered.length === 0) return <Text fontSize="sm">No other users match.</Text>;
  return (
    <Stack gap="1" direction="row" wrap="wrap">
      {offered.map((user) => (
        <Button
          key={user.userId}
          size="xs"
          variant="outline"
          onClick={() => onAdd({ userId: user.userId, name: user.name })}
        >
          {`Add ${user.name}`}
        </Button>
      ))}
    </Stack>
  );
}
