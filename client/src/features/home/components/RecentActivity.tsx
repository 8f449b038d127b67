import { Alert, Link, List, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { fieldErrorMessage } from '../../../relay/errors.ts';
import type { RecentActivity_query$key } from './__generated__/RecentActivity_query.graphql.ts';

/** Spec 002 §9: five fetched, at most three shown. */
export const recentActivityFetched = 5;
export const recentActivityShown = 3;

export function RecentActivity({ query }: { query: RecentActivity_query$key }) {
  const data = useFragment(
    graphql`
      fragment RecentActivity_query on Query {
        recentActivity(first: 5) @catch(to: RESULT) {
          action
          itemType
          itemTitle
          itemUrl
          time
          timeDeltaHumanized
        }
      }
    `,
    query,
  );
  if (!data.recentActivity.ok) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>There was an error fetching your recent activity:</Alert.Title>
          <Alert.Description>{fieldErrorMessage(data.recentActivity.errors)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const items = data.recentActivity.value.slice(0, recentActivityShown);
  if (items.length === 0) return <Text color="fg.muted">Nothing viewed or edited recently.</Text>;
  return (
    <List.Root variant="plain" gap="2">
      {items.map((item) => (
        <List.Item key={`${item.itemUrl}-${item.time}`} display="flex" justifyContent="space-between" gap="3">
          <Link asChild colorPalette="blue" color="colorPalette.fg">
            <RouterLink to={item.itemUrl}>{item.itemTitle}</RouterLink>
          </Link>
          <Text as="span" color="fg.muted" fontSize="sm" whiteSpace="nowrap">
            {item.itemType === 'slice' ? 'Chart' : 'Dashboard'} · {item.timeDeltaHumanized}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
