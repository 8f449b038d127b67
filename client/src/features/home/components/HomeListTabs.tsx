import { Alert, List, Tabs, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { formatMessage } from '../../../components/toaster.ts';
import { fieldErrorMessage } from '../../../relay/errors.ts';

/** One tab's connection as `@catch(to: RESULT)` hands it over. */
export type CaughtEdges<N> =
  | { readonly ok: true; readonly value: { readonly edges: readonly { readonly node: N }[] } }
  | { readonly ok: false; readonly errors: readonly unknown[] };

export interface HomeListTab<N> {
  readonly value: 'favorite' | 'mine' | 'all';
  readonly label: string;
  readonly result: CaughtEdges<N>;
  readonly empty: string;
}

/**
 * The first tab with something in it: favourites when there are any, then the viewer's own, then
 * all (so the home page opens on what the viewer cares about).
 */
export function firstFilledTab<N>(tabs: readonly HomeListTab<N>[]): string {
  const filled = tabs.find((tab) => tab.result.ok && tab.result.value.edges.length > 0);
  return (filled ?? tabs[0])?.value ?? 'all';
}

export interface HomeListTabsProps<N> {
  /** Plural noun for the spec's fetch error ('An error occurred while fetching %ss: %s'). */
  readonly noun: string;
  readonly tabs: readonly HomeListTab<N>[];
  readonly renderItem: (node: N) => ReactNode;
}

/** Favourite / Mine / All of one resource on the home page; each tab says when its fetch failed. */
export function HomeListTabs<N>({ noun, tabs, renderItem }: HomeListTabsProps<N>) {
  const [value, setValue] = useState(() => firstFilledTab(tabs));
  return (
    <Tabs.Root value={value} onValueChange={(details) => setValue(details.value)} size="sm" variant="line">
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {!tab.result.ok ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                {formatMessage('An error occurred while fetching %ss: %s', noun, fieldErrorMessage(tab.result.errors))}
              </Alert.Title>
            </Alert.Root>
          ) : tab.result.value.edges.length === 0 ? (
            <Text color="fg.muted">{tab.empty}</Text>
          ) : (
            <List.Root variant="plain" gap="1">
              {tab.result.value.edges.map(({ node }) => renderItem(node))}
            </List.Root>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
