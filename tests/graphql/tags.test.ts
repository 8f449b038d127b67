import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addFixtureCharts, addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const SET_TAGS = `mutation($type: TaggableObjectType!, $id: Int!, $tags: [String!]!) {
  setObjectTags(objectType: $type, objectId: $id, tags: $tags) {
    __typename
    ... on ObjectTagsPayload { objectType objectId tags { tagId name type } chart { chartId tags { name } } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;

const TAG_OBJECT = `mutation($type: TaggableObjectType!, $id: Int!, $tags: [String!]!) {
  tagObject(objectType: $type, objectId: $id, tags: $tags) {
    __typename
    ... on ObjectTagsPayload { tags { name } }
    ... on Error { message }
  }
}`;

const UNTAG = `mutation($type: TaggableObjectType!, $id: Int!, $tag: String!) {
  untagObject(objectType: $type, objectId: $id, tag: $tag) {
    __typename
    ... on ObjectTagsPayload { tags { name } }
    ... on Error { message }
  }
}`;

describe.each(METADATA_BACKENDS)('GraphQL tags (%s)', (backend) => {
  let app: TestApp;
  let gammaToken: string;
  let fixture: Awaited<ReturnType<typeof addFixtureCharts>>;
  const s = `gqltag${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    fixture = await addFixtureCharts(app, 3);
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const run = async (query: string, variables: Data = {}, token?: string | null) => {
    const res = await executeGraphQL<Data, Data>(app, query, variables, token === undefined ? {} : { token });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data as Data;
  };

  it('sets the tags of a chart, filters charts by tag, lists tags and what carries one', async () => {
    const [a, b] = fixture.chartIds as [number, number];
    const set = await run(SET_TAGS, { type: 'CHART', id: a, tags: [`${s}-finance`, `${s}-q3`] });
    expect(set.setObjectTags.__typename).toBe('ObjectTagsPayload');
    expect(set.setObjectTags.tags.map((t: Data) => t.name)).toEqual([`${s}-finance`, `${s}-q3`]);
    expect(set.setObjectTags.chart).toEqual({ chartId: a, tags: [{ name: `${s}-finance` }, { name: `${s}-q3` }] });
    await run(TAG_OBJECT, { type: 'CHART', id: b, tags: [`${s}-finance`] });

    // Replacing: q3 goes, ops comes, finance stays.
    const replaced = await run(SET_TAGS, { type: 'CHART', id: a, tags: [`${s}-finance`, `${s}-ops`] });
    expect(replaced.setObjectTags.tags.map((t: Data) => t.name)).toEqual([`${s}-finance`, `${s}-ops`]);

    const tags = await run(
      `query($s: String) { tags(first: 10, search: $s) { totalCount edges { node { id tagId name type } } } }`,
      {
        s,
      },
    );
    // q3 is still a tag, just on nothing.
    expect(tags.tags.edges.map((e: Data) => e.node.name)).toEqual([`${s}-finance`, `${s}-ops`, `${s}-q3`]);
    const finance = tags.tags.edges[0].node;
    expect(finance.type).toBe('custom');

    const filtered = await run(
      `query($f: [ChartFilter!]) { charts(first: 10, filters: $f) { totalCount edges { node { chartId tags { name } } } } }`,
      { f: [{ column: 'TAGS', operator: 'CHART_TAG_ID', value: finance.tagId }] },
      gammaToken,
    );
    expect(filtered.charts.edges.map((e: Data) => e.node.chartId).sort()).toEqual([a, b].sort());
    const byName = await run(`query($f: [ChartFilter!]) { charts(first: 10, filters: $f) { totalCount } }`, {
      f: [{ column: 'TAGS', operator: 'CHART_TAGS', value: `${s}-ops` }],
    });
    expect(byName.charts.totalCount).toBe(1);

    const page = await run(
      `query($id: Int!) { tag(tagId: $id) { name createdByName objects(types: [CHART]) { objectType objectId name url tags { name } } } }`,
      { id: finance.tagId },
      gammaToken,
    );
    expect(page.tag.objects.map((o: Data) => o.objectId).sort()).toEqual([a, b].sort());
    expect(page.tag.objects[0]).toMatchObject({ objectType: 'CHART' });
    const node = await run(`query($id: ID!) { node(id: $id) { ... on Tag { name } } }`, { id: finance.id });
    expect(node.node).toEqual({ name: `${s}-finance` });
    expect((await run(`{ tag(tagId: 2147483000) { name } }`)).tag).toBeNull();

    const untag = await run(UNTAG, { type: 'CHART', id: b, tag: `${s}-finance` });
    expect(untag.untagObject.tags).toEqual([]);
    const again = await run(UNTAG, { type: 'CHART', id: b, tag: `${s}-finance` });
    expect(again.untagObject.__typename).toBe('NotFoundError');
  });

  it('refuses Gamma, bad names and unknown objects without changing anything', async () => {
    const [, , c] = fixture.chartIds as [number, number, number];
    const gamma = await run(SET_TAGS, { type: 'CHART', id: c, tags: [`${s}-g`] }, gammaToken);
    expect(gamma.setObjectTags.__typename).toBe('ForbiddenError');
    const bad = await run(SET_TAGS, { type: 'CHART', id: c, tags: ['a,b'] });
    expect(bad.setObjectTags.__typename).toBe('ValidationError');
    const unknown = await run(SET_TAGS, { type: 'DASHBOARD', id: 2_147_483_000, tags: [`${s}-x`] });
    expect(unknown.setObjectTags.__typename).toBe('NotFoundError');
    const chart = await run(
      `query($id: JSON!) { charts(first: 1, filters: [{column: ID, operator: EQ, value: $id}]) { edges { node { tags { name } } } } }`,
      { id: c },
    );
    expect(chart.charts.edges[0].node.tags).toEqual([]);
    const none = await run(`query($s: String) { tags(first: 10, search: $s) { totalCount } }`, { s: `${s}-g` });
    expect(none.tags.totalCount).toBe(0);
  });

  it('creates, renames and deletes tags; Gamma may not', async () => {
    const CREATE = `mutation($input: TagInput!) { createTag(input: $input) { __typename ... on TagPayload { tag { id tagId name description } } ... on Error { message } } }`;
    const created = await run(CREATE, { input: { name: `${s}-new`, description: 'fresh' } });
    const tag = created.createTag.tag;
    expect(tag).toMatchObject({ name: `${s}-new`, description: 'fresh' });
    const dup = await run(CREATE, { input: { name: `${s}-new` } });
    expect(dup.createTag.__typename).toBe('ValidationError');
    const gamma = await run(CREATE, { input: { name: `${s}-gamma` } }, gammaToken);
    expect(gamma.createTag.__typename).toBe('ForbiddenError');
    const renamed = await run(
      `mutation($id: ID!, $input: TagInput!) { updateTag(id: $id, input: $input) { __typename ... on TagPayload { tag { name description } } } }`,
      { id: tag.id, input: { name: `${s}-renamed` } },
    );
    expect(renamed.updateTag.tag).toEqual({ name: `${s}-renamed`, description: 'fresh' });
    const deleted = await run(
      `mutation($ids: [ID!]!) { deleteTags(ids: $ids) { __typename ... on DeletePayload { deletedIds message } } }`,
      { ids: [tag.id] },
    );
    expect(deleted.deleteTags).toEqual({
      __typename: 'DeletePayload',
      deletedIds: [tag.id],
      message: 'Deleted 1 tags',
    });
  });
});
