import { builder } from '../builder.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

/** A tab of `GET /api/v1/sqllab/tabs/`. */
interface RestSqlLabTab {
  id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  schema: string | null;
  catalog: string | null;
  sql: string;
  query_limit: number | null;
  latest_query_id: string | null;
  saved_query_id: number | null;
  template_params: string | null;
}

const SqlLabTabRef = builder.objectRef<RestSqlLabTab & { position: number }>('SqlLabTab').implement({
  description: "One of the viewer's SQL Lab editor tabs, kept across reloads (Superset's tab state, simplified).",
  fields: (t) => ({
    tabId: t.exposeInt('id', { description: 'The stored id (changes each time the list is saved).' }),
    position: t.exposeInt('position', { description: 'Its place in the tab bar, from 0.' }),
    label: t.exposeString('label', { description: 'The tab title.' }),
    active: t.exposeBoolean('active', { description: 'Whether it is the selected tab (at most one is).' }),
    databaseId: t.exposeInt('database_id', { nullable: true, description: 'REST id of the chosen database.' }),
    schema: t.exposeString('schema', { nullable: true, description: 'The chosen schema.' }),
    catalog: t.exposeString('catalog', { nullable: true, description: 'The chosen catalog.' }),
    sql: t.exposeString('sql', { description: "The editor's text." }),
    queryLimit: t.exposeInt('query_limit', { nullable: true, description: 'The row limit chosen.' }),
    latestQueryId: t.exposeString('latest_query_id', {
      nullable: true,
      description: 'Client id of its latest query: read it with `Query.sqlLabQuery` to show its state and rows.',
    }),
    savedQueryId: t.exposeInt('saved_query_id', {
      nullable: true,
      description: 'REST id of the saved query it edits, if any.',
    }),
    templateParams: t.exposeString('template_params', {
      nullable: true,
      description: 'Template parameters as JSON text (kept only: SQL Lab runs SQL as written).',
    }),
  }),
});

const TabInput = builder.inputType('SqlLabTabInput', {
  description: 'One tab to keep.',
  fields: (t) => ({
    label: t.string({ required: true, description: 'The tab title (1-256 characters).' }),
    active: t.boolean({ description: 'Whether it is the selected tab (at most one).' }),
    databaseId: t.int({ description: 'REST id of the chosen database.' }),
    schema: t.string({ description: 'The chosen schema.' }),
    catalog: t.string({ description: 'The chosen catalog.' }),
    sql: t.string({ description: "The editor's text." }),
    queryLimit: t.int({ description: 'The row limit chosen.' }),
    latestQueryId: t.string({ description: 'Client id of its latest query.' }),
    savedQueryId: t.int({ description: 'REST id of the saved query it edits.' }),
    templateParams: t.string({ description: 'Template parameters as JSON text.' }),
  }),
});

const withPositions = (tabs: RestSqlLabTab[]) => tabs.map((tab, position) => ({ ...tab, position }));

builder.queryField('sqlLabTabs', (t) =>
  t.field({
    type: [SqlLabTabRef],
    description: "The viewer's SQL Lab tabs, in tab-bar order (`GET /api/v1/sqllab/tabs/`).",
    resolve: async (_root, _args, ctx) =>
      withPositions((await ctx.rest.get<{ result: RestSqlLabTab[] }>('/api/v1/sqllab/tabs/')).result),
  }),
);

const SaveTabsPayload = builder
  .objectRef<{ tabs: (RestSqlLabTab & { position: number })[] }>('SaveSqlLabTabsPayload')
  .implement({
    description: 'The tabs as stored.',
    fields: (t) => ({
      tabs: t.field({ type: [SqlLabTabRef], description: 'The stored tabs, in order.', resolve: (p) => p.tabs }),
    }),
  });
const SaveTabsResult = mutationResult('SaveSqlLabTabs', SaveTabsPayload, 'The stored tabs, or why they were refused.');

builder.mutationField('saveSqlLabTabs', (t) =>
  t.field({
    type: SaveTabsResult,
    description: "Replaces the viewer's whole tab list (`PUT /api/v1/sqllab/tabs/`); at most 50 tabs.",
    args: { tabs: t.arg({ type: [TabInput], required: true, description: 'Every tab, in order.' }) },
    resolve: (_root, { tabs }, ctx) =>
      asMutationResult(async () => {
        const body = {
          tabs: tabs.map((tab) => ({
            label: tab.label,
            active: tab.active ?? false,
            database_id: tab.databaseId ?? null,
            schema: tab.schema ?? null,
            catalog: tab.catalog ?? null,
            sql: tab.sql ?? '',
            query_limit: tab.queryLimit ?? null,
            latest_query_id: tab.latestQueryId ?? null,
            saved_query_id: tab.savedQueryId ?? null,
            template_params: tab.templateParams ?? null,
          })),
        };
        const answer = await ctx.rest.put<{ result: RestSqlLabTab[] }>('/api/v1/sqllab/tabs/', body);
        return { tabs: withPositions(answer.result) };
      }),
  }),
);
