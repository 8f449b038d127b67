import { Box, Flex, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SaveQueryAsDatasetDialog } from '../../../components/save-dataset/SaveQueryAsDatasetDialog.tsx';
import { dialectFor } from '../state/dialect.ts';
import { previewSql } from '../state/previewSql.ts';
import type { QueryTab } from '../state/queryTabs.ts';
import { lineOfOffset, statementAt } from '../state/statements.ts';
import { useCompletionNamespace } from '../state/useCompletionNamespace.ts';
import { useQueryRun } from '../state/useQueryRun.ts';
import { useQueryTabs } from '../state/useQueryTabs.ts';
import { CatalogueBrowser } from './CatalogueBrowser.tsx';
import { type HistoryEntry, QueryHistory } from './QueryHistory.tsx';
import { QueryTabsBar } from './QueryTabsBar.tsx';
import { ResultPane } from './ResultPane.tsx';
import { RunBar } from './RunBar.tsx';
import { SavedQueries, type SavedQueryEntry } from './SavedQueries.tsx';
import { SaveQueryDialog } from './SaveQueryDialog.tsx';
import { type EditorSelection, SqlEditor } from './SqlEditor.tsx';

export interface SqlLabDatabase {
  readonly id: string;
  readonly restId: number;
  readonly name: string;
  readonly backend: string | null;
}

/** SQL handed to the page by its URL (explore's form post, a saved query's link): a new tab. */
export interface OpenRequest {
  /** null: the next 'Untitled Query N'. */
  readonly title: string | null;
  readonly sql: string;
  readonly databaseId: number | null;
  readonly schema: string;
  readonly savedQueryId: number | null;
}

export interface SqlLabWorkspaceProps {
  readonly databases: readonly SqlLabDatabase[];
  readonly initialTabs: readonly QueryTab[];
  readonly initialActive: string | null;
  readonly open: OpenRequest | null;
  /** Whether the user may create datasets (can_write on Dataset): 'Save dataset' is offered only then. */
  readonly canSaveDataset: boolean;
}

type Panel = 'results' | 'history' | 'saved';

/** What a run sends: the selection, else the statement under the cursor (or the whole text). */
function sqlToRun(selection: EditorSelection, scope: 'statement' | 'all') {
  const { text, selectionFrom, selectionTo, cursor } = selection;
  if (selectionTo > selectionFrom) {
    return { sql: text.slice(selectionFrom, selectionTo), lineShift: lineOfOffset(text, selectionFrom) - 1 };
  }
  if (scope === 'all') return { sql: text, lineShift: 0 };
  const statement = statementAt(text, cursor);
  return statement
    ? { sql: statement.sql, lineShift: lineOfOffset(text, statement.from) - 1 }
    : { sql: '', lineShift: 0 };
}

export function SqlLabWorkspace({ databases, initialTabs, initialActive, open, canSaveDataset }: SqlLabWorkspaceProps) {
  const navigate = useNavigate();
  const firstDatabase = databases.length === 1 ? (databases[0]?.restId ?? null) : null;
  const tabsState = useQueryTabs(
    initialTabs.length
      ? initialTabs
      : [
          {
            id: 'tab-initial',
            title: 'Untitled Query 1',
            databaseId: firstDatabase,
            schema: '',
            sql: '',
            queryLimit: 1000,
            latestQueryId: null,
            savedQueryId: null,
          },
        ],
    initialActive ?? 'tab-initial',
  );
  const { tabs, active, update, add, close, select } = tabsState;
  const [panel, setPanel] = useState<Panel>('results');
  const [hasSelection, setHasSelection] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const [savedKey, setSavedKey] = useState(0);
  const [dialog, setDialog] = useState<'save' | 'dataset' | null>(null);
  const selectionRef = useRef<(() => EditorSelection) | null>(null);
  const activeId = active?.id ?? null;

  const onStarted = useCallback(
    (clientId: string, tabId: string) => update(tabId, { latestQueryId: clientId }),
    [update],
  );
  /** A tab opened to run at once (preview, re-run): started once it is the shown tab. */
  const pendingRun = useRef<{ tabId: string; sql: string } | null>(null);
  const { state, run, stop, follow, reset } = useQueryRun(onStarted);

  const database = databases.find((d) => d.restId === active?.databaseId) ?? null;
  const completion = useCompletionNamespace(database?.id ?? '', active?.schema ?? '', active?.sql ?? '');

  // Another tab shown: its last run is followed (still running) or its result read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of tab re-reads the run.
  useEffect(() => {
    const queued = pendingRun.current;
    if (queued && active && queued.tabId === active.id) {
      pendingRun.current = null;
      startRun(active, queued.sql, 0);
    } else if (active?.latestQueryId) follow(active.latestQueryId);
    else reset();
  }, [activeId]);

  // The SQL the URL handed over opens once, in a new tab; the URL then drops the one-time key.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival.
  useEffect(() => {
    if (!open || opened.current) return;
    opened.current = true;
    add({
      ...(open.title ? { title: open.title } : {}),
      sql: open.sql,
      databaseId: open.databaseId,
      schema: open.schema,
      savedQueryId: open.savedQueryId,
    });
    navigate('/sqllab/', { replace: true });
  }, []);

  // A run that ended adds a line to the history.
  useEffect(() => {
    if (state.status !== 'running' && state.status !== 'idle') setHistoryKey((k) => k + 1);
  }, [state.status]);

  const startRun = (tab: QueryTab, sql: string, lineShift: number) => {
    if (tab.databaseId === null || !sql.trim()) return;
    setPanel('results');
    run({
      databaseId: tab.databaseId,
      sql,
      schema: tab.schema,
      queryLimit: tab.queryLimit,
      tabName: tab.title,
      tabId: tab.id,
      lineShift,
    });
  };

  const onRunFromEditor = (selection: EditorSelection, scope: 'statement' | 'all') => {
    if (!active || state.status === 'running') return;
    const { sql, lineShift } = sqlToRun(selection, scope);
    startRun(active, sql, lineShift);
  };

  const openInNewTab = (entry: HistoryEntry & { title?: string; savedQueryId?: number | null }, runNow: boolean) => {
    const tab = add({
      sql: entry.sql,
      databaseId: entry.databaseId,
      schema: entry.schema,
      ...(entry.title ? { title: entry.title } : {}),
      savedQueryId: entry.savedQueryId ?? null,
    });
    if (runNow) pendingRun.current = { tabId: tab.id, sql: entry.sql };
  };

  const onPreview = (schema: string, table: string) => {
    if (!active) return;
    const sql = previewSql(database?.backend, schema, table);
    openInNewTab({ sql, databaseId: active.databaseId, schema, title: `Preview ${table}` }, true);
  };

  const blockedReason = active?.databaseId ? null : 'Choose a database to run queries.';
  const canRun = Boolean(active?.databaseId && active.sql.trim());

  if (!active) return null;
  return (
    <Flex gap="4" h="full" minH="0">
      <Box w="72" flexShrink={0} minH="0" display="flex" flexDirection="column">
        {databases.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No database is exposed in SQL Lab: edit a database connection and tick “Expose in SQL Lab”.
          </Text>
        ) : (
          <CatalogueBrowser
            databases={databases.map((d) => ({ id: d.id, name: d.name, backend: d.backend }))}
            databaseId={database?.id ?? ''}
            schema={active.schema}
            onDatabaseChange={(id) =>
              update(active.id, { databaseId: databases.find((d) => d.id === id)?.restId ?? null, schema: '' })
            }
            onSchemaChange={(schema) => update(active.id, { schema })}
            onPreview={onPreview}
          />
        )}
      </Box>
      <Stack gap="2" flex="1" minW="0" minH="0">
        <QueryTabsBar tabs={tabs} activeId={active.id} onSelect={select} onAdd={() => add()} onClose={close} />
        <Box h="36%" minH="32" flexShrink={0}>
          <SqlEditor
            key={active.id}
            value={active.sql}
            dialect={dialectFor(database?.backend)}
            namespace={completion.namespace}
            defaultSchema={active.schema || undefined}
            defaultTable={completion.defaultTable}
            onChange={(sql) => update(active.id, { sql })}
            onSelectionChange={setHasSelection}
            onRun={(selection) => onRunFromEditor(selection, 'statement')}
            selectionRef={selectionRef}
          />
        </Box>
        <RunBar
          running={state.status === 'running'}
          canRun={canRun}
          hasSelection={hasSelection}
          limit={active.queryLimit}
          onRun={() => {
            const selection = selectionRef.current?.();
            if (selection) onRunFromEditor(selection, 'all');
          }}
          onStop={stop}
          onLimitChange={(queryLimit) => update(active.id, { queryLimit })}
          onSave={() => setDialog('save')}
          onSaveDataset={canSaveDataset ? () => setDialog('dataset') : null}
          blockedReason={blockedReason}
        />
        <Tabs.Root
          value={panel}
          onValueChange={(details) => setPanel(details.value as Panel)}
          flex="1"
          minH="0"
          display="flex"
          flexDirection="column"
          size="sm"
          lazyMount
        >
          <Tabs.List>
            <Tabs.Trigger value="results">Results</Tabs.Trigger>
            <Tabs.Trigger value="history">Query history</Tabs.Trigger>
            <Tabs.Trigger value="saved">Saved queries</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="results" flex="1" minH="0" pt="2">
            <ResultPane state={state} />
          </Tabs.Content>
          <Tabs.Content value="history" flex="1" minH="0" pt="2">
            <Suspense fallback={<Skeleton h="24" aria-label="Loading query history" />}>
              <QueryHistory
                fetchKey={historyKey}
                onOpen={(entry) => openInNewTab(entry, false)}
                onRerun={(entry) => openInNewTab(entry, true)}
              />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="saved" flex="1" minH="0" pt="2">
            <Suspense fallback={<Skeleton h="24" aria-label="Loading saved queries" />}>
              <SavedQueries
                fetchKey={savedKey}
                onOpen={(entry: SavedQueryEntry) =>
                  openInNewTab(
                    {
                      sql: entry.sql,
                      databaseId: entry.databaseId,
                      schema: entry.schema,
                      title: entry.label,
                      savedQueryId: entry.savedQueryId,
                    },
                    false,
                  )
                }
              />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      {active.databaseId !== null ? (
        <>
          <SaveQueryDialog
            open={dialog === 'save'}
            defaultName={active.title}
            databaseId={active.databaseId}
            schema={active.schema}
            sql={active.sql}
            savedQueryId={active.savedQueryId}
            onClose={() => setDialog(null)}
            onSaved={(savedQueryId, name) => {
              update(active.id, { savedQueryId, title: name });
              setSavedKey((k) => k + 1);
              setDialog(null);
            }}
          />
          <SaveQueryAsDatasetDialog
            open={dialog === 'dataset'}
            source={{
              databaseId: active.databaseId,
              schema: active.schema || null,
              sql: active.sql,
              defaultName: active.title,
            }}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
    </Flex>
  );
}
