import { useCallback, useEffect, useRef, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { toastError } from '../../../components/toaster.ts';
import type { useQueryTabsSaveMutation } from './__generated__/useQueryTabsSaveMutation.graphql.ts';
import { blankTab, neighbourAfterClose, type QueryTab, tabsToStore } from './queryTabs.ts';

const saveMutation = graphql`
  mutation useQueryTabsSaveMutation($tabs: [SqlLabTabInput!]!) {
    saveSqlLabTabs(tabs: $tabs) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/** Typing saves once it pauses for this long. */
const SAVE_DELAY_MS = 500;

/**
 * The page's query tabs, saved for the viewer through `saveSqlLabTabs` a moment after each change
 * (and at once when the page is left), so a reload or another browser finds them.
 */
export function useQueryTabs(initial: readonly QueryTab[], initialActive: string | null) {
  const environment = useRelayEnvironment();
  const [tabs, setTabs] = useState<readonly QueryTab[]>(initial);
  const [activeId, setActiveId] = useState<string | null>(initialActive ?? initial[0]?.id ?? null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ tabs, activeId });
  latest.current = { tabs, activeId };
  const first = useRef(true);

  const saveNow = useCallback(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    commitMutation<useQueryTabsSaveMutation>(environment, {
      mutation: saveMutation,
      variables: { tabs: tabsToStore(latest.current.tabs, latest.current.activeId) },
      onCompleted: (response) => {
        const result = response.saveSqlLabTabs;
        if (result.__typename !== 'SaveSqlLabTabsPayload' && 'message' in result) {
          toastError('Your query tabs could not be saved', result.message);
        }
      },
      onError: (error) => toastError('Your query tabs could not be saved', error.message),
    });
  }, [environment]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: saving follows every change of tabs or selection.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(saveNow, SAVE_DELAY_MS);
  }, [tabs, activeId, saveNow]);

  useEffect(
    () => () => {
      if (pending.current) saveNow();
    },
    [saveNow],
  );

  const update = useCallback((id: string, change: Partial<QueryTab>) => {
    setTabs((current) => current.map((tab) => (tab.id === id ? { ...tab, ...change } : tab)));
  }, []);

  const add = useCallback((init: Partial<QueryTab> = {}) => {
    const { tabs: current, activeId: active } = latest.current;
    const tab = blankTab(current, current.find((t) => t.id === active) ?? null, init);
    setTabs([...current, tab]);
    setActiveId(tab.id);
    return tab;
  }, []);

  const close = useCallback((id: string) => {
    const { tabs: current, activeId: active } = latest.current;
    const remaining = current.filter((t) => t.id !== id);
    if (remaining.length === 0) {
      // SQL Lab always has a tab to type in.
      const tab = blankTab([], current.find((t) => t.id === id) ?? null);
      setTabs([tab]);
      setActiveId(tab.id);
      return;
    }
    setTabs(remaining);
    if (active === id) setActiveId(neighbourAfterClose(current, id));
  }, []);

  const active = tabs.find((t) => t.id === activeId) ?? tabs[0] ?? null;
  return { tabs, active, select: setActiveId, update, add, close };
}
