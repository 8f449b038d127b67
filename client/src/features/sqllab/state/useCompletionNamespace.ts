import type { SQLNamespace } from '@codemirror/lang-sql';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue.ts';
import type { useCompletionNamespaceColumnsQuery } from './__generated__/useCompletionNamespaceColumnsQuery.graphql.ts';
import type { useCompletionNamespaceQuery } from './__generated__/useCompletionNamespaceQuery.graphql.ts';
import { completionNamespace, tablesMentioned } from './completion.ts';

/** Columns are read for at most this many of the tables a query names. */
const MAX_TABLES_WITH_COLUMNS = 8;

export interface Completion {
  readonly namespace: SQLNamespace;
  /** The one table the query names: its columns also complete bare. */
  readonly defaultTable: string | undefined;
}

const catalogueQuery = graphql`
  query useCompletionNamespaceQuery($id: ID!, $schema: String!, $hasSchema: Boolean!) {
    node(id: $id) {
      ... on Database {
        schemas
        tables(schema: $schema) @include(if: $hasSchema) {
          name
        }
      }
    }
  }
`;

const columnsQuery = graphql`
  query useCompletionNamespaceColumnsQuery($id: ID!, $schema: String, $table: String!) {
    node(id: $id) {
      ... on Database {
        tableColumns(schema: $schema, table: $table) {
          name
        }
      }
    }
  }
`;

/**
 * What the editor completes for the chosen database: every schema, the tables of the chosen
 * schema, and the columns of the tables the SQL names. Read in the background: the editor never
 * waits for the catalogue (a failure leaves keyword and function completion).
 */
export function useCompletionNamespace(databaseNodeId: string, schema: string, sql: string): Completion {
  const environment = useRelayEnvironment();
  const [catalogue, setCatalogue] = useState<{ schemas: string[]; tables: string[] }>({ schemas: [], tables: [] });
  const [columns, setColumns] = useState<Record<string, string[]>>({});
  const settledSql = useDebouncedValue(sql, 400);

  useEffect(() => {
    setCatalogue({ schemas: [], tables: [] });
    setColumns({});
    if (!databaseNodeId) return;
    const subscription = fetchQuery<useCompletionNamespaceQuery>(
      environment,
      catalogueQuery,
      { id: databaseNodeId, schema, hasSchema: schema !== '' },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) =>
        setCatalogue({
          schemas: [...(data.node?.schemas ?? [])],
          tables: (data.node?.tables ?? []).map((t) => t.name),
        }),
      error: () => setCatalogue({ schemas: [], tables: [] }),
    });
    return () => subscription.unsubscribe();
  }, [environment, databaseNodeId, schema]);

  // Keyed by its text: a new array of the same tables must not rebuild the namespace (that
  // reconfigures the editor, which closes an open completion list).
  const mentionedKey = tablesMentioned(settledSql, catalogue.tables).slice(0, MAX_TABLES_WITH_COLUMNS).join('\n');
  const mentioned = useMemo(() => (mentionedKey ? mentionedKey.split('\n') : []), [mentionedKey]);

  useEffect(() => {
    const missing = mentioned.filter((table) => !(table in columns));
    if (!databaseNodeId || missing.length === 0) return;
    const subscriptions = missing.map((table) =>
      fetchQuery<useCompletionNamespaceColumnsQuery>(
        environment,
        columnsQuery,
        { id: databaseNodeId, schema: schema || null, table },
        { fetchPolicy: 'store-or-network' },
      ).subscribe({
        next: (data) =>
          setColumns((current) => ({ ...current, [table]: (data.node?.tableColumns ?? []).map((c) => c.name) })),
        error: () => setColumns((current) => ({ ...current, [table]: [] })),
      }),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [environment, databaseNodeId, schema, mentioned, columns]);

  return useMemo(() => {
    const tables = catalogue.tables.map((name) => ({ schema, name, columns: columns[name] }));
    return {
      namespace: completionNamespace(catalogue.schemas, schema ? tables : []),
      defaultTable: mentioned.length === 1 ? mentioned[0] : undefined,
    };
  }, [catalogue, columns, schema, mentioned]);
}
