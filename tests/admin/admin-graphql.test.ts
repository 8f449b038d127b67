import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../graphql/fixtures.ts';
import { executeGraphQL } from '../graphql/graphql-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const RULES = `query($search: String) {
  rowLevelSecurityRules(first: 20, search: $search) {
    totalCount
    edges { node { id ruleId name filterType groupKey clause tables { datasetId tableName } roles { roleId name } } }
  }
}`;
const OPTIONS = `query($field: RowLevelSecurityRelatedField!, $search: String) {
  rowLevelSecurityOptions(field: $field, search: $search) { value text }
}`;
const RULE_RESULT = `__typename
  ... on RowLevelSecurityRulePayload { rule { id ruleId name filterType groupKey clause tables { tableName } roles { name } } }
  ... on ValidationError { message fieldErrors }
  ... on Error { message }`;
const CREATE_RULE = `mutation($input: RowLevelSecurityRuleInput!) { createRowLevelSecurityRule(input: $input) { ${RULE_RESULT} } }`;
const UPDATE_RULE = `mutation($id: ID!, $input: RowLevelSecurityRuleInput!) {
  updateRowLevelSecurityRule(id: $id, input: $input) { ${RULE_RESULT} }
}`;
const DELETE_RULE = `mutation($id: ID!) {
  deleteRowLevelSecurityRule(id: $id) { __typename ... on DeletePayload { deletedIds } ... on Error { message } }
}`;
const TEMPLATES = `query($search: String) {
  cssTemplates(first: 20, search: $search) { totalCount edges { node { id templateId templateName css createdByName } } }
}`;
const CREATE_TEMPLATE = `mutation($input: CssTemplateInput!) {
  createCssTemplate(input: $input) {
    __typename ... on CssTemplatePayload { template { id templateName css createdByName } } ... on Error { message }
  }
}`;
const UPDATE_TEMPLATE = `mutation($id: ID!, $input: CssTemplateInput!) {
  updateCssTemplate(id: $id, input: $input) {
    __typename ... on CssTemplatePayload { template { id templateName css } } ... on Error { message }
  }
}`;
const DELETE_TEMPLATE = `mutation($id: ID!) {
  deleteCssTemplate(id: $id) { __typename ... on DeletePayload { deletedIds } ... on Error { message } }
}`;

describe('GraphQL row level security rules and CSS templates', () => {
  let app: TestApp;
  let alphaToken: string;
  let gammaToken: string;
  let salesId: number;
  let gammaRoleId: number;
  const tag = randomBytes(4).toString('hex');

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 20 });
    const alpha = await addUser(app, 'Alpha');
    alphaToken = await app.login(alpha.username, alpha.password);
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
    const tables = await executeGraphQL<Data, Data>(app, OPTIONS, { field: 'TABLES', search: 'sales' });
    salesId = tables.data?.rowLevelSecurityOptions.find((o: { text: string }) => o.text === 'sales').value;
    const roles = await executeGraphQL<Data, Data>(app, OPTIONS, { field: 'ROLES', search: 'Gamma' });
    gammaRoleId = roles.data?.rowLevelSecurityOptions.find((o: { text: string }) => o.text === 'Gamma').value;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const input = (extra: Data = {}) => ({
    name: `graphql rule ${tag}`,
    filterType: 'Regular',
    tableIds: [salesId],
    roleIds: [gammaRoleId],
    groupKey: 'region',
    clause: "region = 'West'",
    ...extra,
  });

  it('creates, lists, updates and deletes a rule as Admin', async () => {
    const created = await executeGraphQL<Data, Data>(app, CREATE_RULE, { input: input() });
    const rule = created.data?.createRowLevelSecurityRule.rule;
    expect(rule).toMatchObject({
      name: `graphql rule ${tag}`,
      filterType: 'Regular',
      groupKey: 'region',
      tables: [{ tableName: 'sales' }],
      roles: [{ name: 'Gamma' }],
    });
    const listed = await executeGraphQL<Data, Data>(app, RULES, { search: tag });
    expect(listed.data?.rowLevelSecurityRules.totalCount).toBe(1);

    const updated = await executeGraphQL<Data, Data>(app, UPDATE_RULE, {
      id: rule.id,
      input: input({ filterType: 'Base', groupKey: null, roleIds: [] }),
    });
    expect(updated.data?.updateRowLevelSecurityRule.rule).toMatchObject({
      filterType: 'Base',
      groupKey: null,
      roles: [],
    });

    const deleted = await executeGraphQL<Data, Data>(app, DELETE_RULE, { id: rule.id });
    expect(deleted.data?.deleteRowLevelSecurityRule).toEqual({ __typename: 'DeletePayload', deletedIds: [rule.id] });
    const again = await executeGraphQL<Data, Data>(app, DELETE_RULE, { id: rule.id });
    expect(again.data?.deleteRowLevelSecurityRule.__typename).toBe('NotFoundError');
  });

  it('answers refusals as typed errors and changes nothing', async () => {
    const badClause = await executeGraphQL<Data, Data>(app, CREATE_RULE, {
      input: input({ clause: "region = 'West'; DROP TABLE sales" }),
    });
    expect(badClause.data?.createRowLevelSecurityRule).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: { clause: [expect.any(String)] },
    });
    const unknownTable = await executeGraphQL<Data, Data>(app, CREATE_RULE, {
      input: input({ tableIds: [99_999_999] }),
    });
    expect(unknownTable.data?.createRowLevelSecurityRule.__typename).toBe('ValidationError');
    const asAlpha = await executeGraphQL<Data, Data>(app, CREATE_RULE, { input: input() }, { token: alphaToken });
    expect(asAlpha.data?.createRowLevelSecurityRule.__typename).toBe('ForbiddenError');
    const listAsAlpha = await executeGraphQL<Data, Data>(app, RULES, {}, { token: alphaToken });
    expect(listAsAlpha.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await executeGraphQL<Data, Data>(app, RULES, { search: tag });
    expect(listed.data?.rowLevelSecurityRules.totalCount).toBe(0);
  });

  it('CSS templates: writers create and delete, readers list, Gamma cannot write', async () => {
    const created = await executeGraphQL<Data, Data>(
      app,
      CREATE_TEMPLATE,
      { input: { templateName: `Theme ${tag}`, css: 'body { margin: 0; }' } },
      { token: alphaToken },
    );
    const template = created.data?.createCssTemplate.template;
    expect(template).toMatchObject({
      templateName: `Theme ${tag}`,
      css: 'body { margin: 0; }',
      createdByName: 'Alpha Tester',
    });
    const listed = await executeGraphQL<Data, Data>(app, TEMPLATES, { search: tag }, { token: gammaToken });
    expect(listed.data?.cssTemplates.edges.map((e: Data) => e.node.templateName)).toEqual([`Theme ${tag}`]);
    const asGamma = await executeGraphQL<Data, Data>(
      app,
      CREATE_TEMPLATE,
      { input: { templateName: 'nope', css: '' } },
      { token: gammaToken },
    );
    expect(asGamma.data?.createCssTemplate.__typename).toBe('ForbiddenError');
    const renamed = { templateName: `Theme ${tag} v2`, css: 'body { margin: 1rem; }' };
    const gammaUpdate = await executeGraphQL<Data, Data>(
      app,
      UPDATE_TEMPLATE,
      { id: template.id, input: renamed },
      { token: gammaToken },
    );
    expect(gammaUpdate.data?.updateCssTemplate.__typename).toBe('ForbiddenError');
    const updated = await executeGraphQL<Data, Data>(
      app,
      UPDATE_TEMPLATE,
      { id: template.id, input: renamed },
      { token: alphaToken },
    );
    expect(updated.data?.updateCssTemplate.template).toEqual({ id: template.id, ...renamed });
    const gammaDelete = await executeGraphQL<Data, Data>(
      app,
      DELETE_TEMPLATE,
      { id: template.id },
      { token: gammaToken },
    );
    expect(gammaDelete.data?.deleteCssTemplate.__typename).toBe('ForbiddenError');
    const deleted = await executeGraphQL<Data, Data>(app, DELETE_TEMPLATE, { id: template.id });
    expect(deleted.data?.deleteCssTemplate.deletedIds).toEqual([template.id]);
    const after = await executeGraphQL<Data, Data>(app, TEMPLATES, { search: tag });
    expect(after.data?.cssTemplates.totalCount).toBe(0);
  });
});
