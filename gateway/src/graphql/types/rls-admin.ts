import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError, NotFoundError } from '../errors.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { encodeRisonUri } from '../rison.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import { parseRestId } from './node.ts';

/** A row of `GET /api/v1/rowlevelsecurity/`. */
interface RestRlsRule {
  id: number;
  name: string;
  description: string | null;
  filter_type: string;
  group_key: string | null;
  clause: string;
  tables: { id: number; schema: string | null; table_name: string }[];
  roles: { id: number; name: string }[];
}

const RlsTableRef = builder.objectRef<RestRlsRule['tables'][number]>('RowLevelSecurityTable').implement({
  description: 'A dataset a rule filters.',
  fields: (t) => ({
    datasetId: t.exposeInt('id', { description: 'The REST primary key of the dataset.' }),
    schema: t.exposeString('schema', { nullable: true, description: 'Its schema, when it has one.' }),
    tableName: t.exposeString('table_name', { description: 'Its table name.' }),
  }),
});

const RlsRoleRef = builder.objectRef<RestRlsRule['roles'][number]>('RowLevelSecurityRole').implement({
  description: 'A role a rule names (Regular: the rule applies to it; Base: to everyone else).',
  fields: (t) => ({
    roleId: t.exposeInt('id', { description: 'The REST primary key of the role.' }),
    name: t.exposeString('name', { description: 'The role name.' }),
  }),
});

const RlsFilterType = builder.enumType('RowLevelSecurityFilterType', {
  description: 'Regular: applies to the listed roles. Base: applies to every role except the listed ones.',
  values: {
    Regular: { value: 'Regular', description: 'Applies to users holding one of the listed roles.' },
    Base: { value: 'Base', description: 'Applies to users holding none of the listed roles.' },
  } as const,
});

const listRules = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestRlsRule>>(`/api/v1/rowlevelsecurity/${listSearch(q)}`);

async function loadRule(ctx: GraphQLContext, id: number): Promise<RestRlsRule | null> {
  try {
    return (await ctx.rest.get<{ result: RestRlsRule }>(`/api/v1/rowlevelsecurity/${id}`)).result;
  } catch (error) {
    if (error instanceof ChartroomError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export const RlsRuleRef = builder.objectRef<RestRlsRule>('RowLevelSecurityRule');

builder.node(RlsRuleRef, {
  description:
    'A row level security rule (`/api/v1/rowlevelsecurity/`): a SQL clause added to every query of its datasets for the roles it names. Admin only.',
  id: { resolve: (rule) => rule.id, parse: parseRestId },
  loadWithoutCache: (id, ctx) => loadRule(ctx, id),
  fields: (t) => ({
    ruleId: t.exposeInt('id', { description: 'The REST primary key of the rule.' }),
    name: t.exposeString('name', { description: 'The rule name, unique.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the rule is for.' }),
    filterType: t.field({
      type: RlsFilterType,
      description: 'Regular or Base.',
      resolve: (r) => r.filter_type as 'Regular',
    }),
    groupKey: t.exposeString('group_key', {
      nullable: true,
      description: 'Rules with the same group key are ORed; different keys (and none) are ANDed.',
    }),
    clause: t.exposeString('clause', { description: "The SQL condition, e.g. region = 'north'." }),
    tables: t.field({ type: [RlsTableRef], description: 'The datasets it filters.', resolve: (r) => r.tables }),
    roles: t.field({ type: [RlsRoleRef], description: 'The roles it names.', resolve: (r) => r.roles }),
  }),
});

builder.queryField('rowLevelSecurityRules', (t) =>
  t.connection(
    {
      type: RlsRuleRef,
      description: 'Row level security rules by name, over `GET /api/v1/rowlevelsecurity/` (Admin only).',
      args: { search: t.arg.string({ description: 'Text searched in the rule name.' }) },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = [];
        const search = args.search?.trim();
        if (search) filters.push({ col: 'name', opr: 'ct', value: search });
        return resolveRestConnection({
          args,
          query: { filters, order_column: 'name', order_direction: 'asc' },
          list: (q) => listRules(ctx, q),
        });
      },
    },
    { name: 'RowLevelSecurityRuleConnection', description: 'A page of row level security rules.' },
    { name: 'RowLevelSecurityRuleEdge', description: 'A rule in a page of rules, with its cursor.' },
  ),
);

const RelatedOptionRef = builder.objectRef<{ value: number; text: string }>('RowLevelSecurityOption').implement({
  description: 'A dataset or role a rule can name.',
  fields: (t) => ({
    value: t.exposeInt('value', { description: 'Its REST primary key.' }),
    text: t.exposeString('text', { description: 'How it reads in a picker.' }),
  }),
});

const RelatedField = builder.enumType('RowLevelSecurityRelatedField', {
  description: 'Which kind of object to list.',
  values: {
    TABLES: { value: 'tables', description: 'Datasets, by table name.' },
    ROLES: { value: 'roles', description: 'Roles, by name.' },
  } as const,
});

builder.queryField('rowLevelSecurityOptions', (t) =>
  t.field({
    type: [RelatedOptionRef],
    description:
      'Datasets or roles a rule can name, matching the search (`GET /api/v1/rowlevelsecurity/related/{tables,roles}`; Admin only).',
    args: {
      field: t.arg({ type: RelatedField, required: true, description: 'Datasets or roles.' }),
      search: t.arg.string({ description: 'Text searched in the name.' }),
    },
    resolve: async (_root, { field, search }, ctx) => {
      const q = `q=${encodeRisonUri({ filter: search ?? '', page: 0, page_size: 100 })}`;
      const body = await ctx.rest.get<{ result: { value: number; text: string }[] }>(
        `/api/v1/rowlevelsecurity/related/${field}?${q}`,
      );
      return body.result;
    },
  }),
);

const RulePayload = builder.objectRef<{ rule: RestRlsRule }>('RowLevelSecurityRulePayload').implement({
  description: 'The saved rule.',
  fields: (t) => ({
    rule: t.field({ type: RlsRuleRef, description: 'The rule as stored.', resolve: (p) => p.rule }),
  }),
});
const RuleResult = mutationResult('RowLevelSecurityRule', RulePayload, 'The saved rule, or why it was refused.');

const RuleInput = builder.inputType('RowLevelSecurityRuleInput', {
  description: "A rule's fields, as `POST /api/v1/rowlevelsecurity/` takes them.",
  fields: (t) => ({
    name: t.string({ required: true, description: 'Unique name, 1-255 characters.' }),
    description: t.string({ description: 'What the rule is for.' }),
    filterType: t.field({ type: RlsFilterType, required: true, description: 'Regular or Base.' }),
    tableIds: t.intList({ required: true, description: 'REST ids of the datasets it filters.' }),
    roleIds: t.intList({ required: true, description: 'REST ids of the roles it names.' }),
    groupKey: t.string({ description: 'Rules sharing a group key are ORed.' }),
    clause: t.string({ required: true, description: 'The SQL condition.' }),
  }),
});

type RuleInputShape = typeof RuleInput.$inferInput;
const restBody = (input: RuleInputShape) => ({
  name: input.name,
  description: input.description ?? null,
  filter_type: input.filterType,
  tables: input.tableIds,
  roles: input.roleIds,
  group_key: input.groupKey ?? null,
  clause: input.clause,
});

async function reloadRule(ctx: GraphQLContext, id: number) {
  const rule = await loadRule(ctx, id);
  if (!rule) throw new NotFoundError();
  return { rule };
}

builder.mutationField('createRowLevelSecurityRule', (t) =>
  t.field({
    type: RuleResult,
    description: 'Creates a rule (`POST /api/v1/rowlevelsecurity/`); Admin only.',
    args: { input: t.arg({ type: RuleInput, required: true, description: 'The rule.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/rowlevelsecurity/', restBody(input));
        return reloadRule(ctx, saved.id);
      }),
  }),
);

builder.mutationField('updateRowLevelSecurityRule', (t) =>
  t.field({
    type: RuleResult,
    description: 'Replaces the fields of a rule (`PUT /api/v1/rowlevelsecurity/{pk}`); Admin only.',
    args: {
      id: t.arg.globalID({ required: true, description: 'The rule.' }),
      input: t.arg({ type: RuleInput, required: true, description: 'Its new fields.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'RowLevelSecurityRule');
        await ctx.rest.put(`/api/v1/rowlevelsecurity/${pk}`, restBody(input));
        return reloadRule(ctx, pk);
      }),
  }),
);

builder.mutationField('deleteRowLevelSecurityRule', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a rule (`DELETE /api/v1/rowlevelsecurity/{pk}`); Admin only.',
    args: { id: t.arg.globalID({ required: true, description: 'The rule.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'RowLevelSecurityRule');
        const body = await ctx.rest.del<{ message: string }>(`/api/v1/rowlevelsecurity/${pk}`);
        return { deletedIds: [encodeGlobalID('RowLevelSecurityRule', pk)], message: body.message };
      }),
  }),
);
