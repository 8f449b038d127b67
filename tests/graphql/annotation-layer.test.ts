import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const CREATE_LAYER = `mutation($input: AnnotationLayerInput!) {
  createAnnotationLayer(input: $input) {
    __typename
    ... on AnnotationLayerPayload { annotationLayer { id layerId name descr createdByName viewerCanEdit } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;

const CREATE_ANNOTATION = `mutation($layer: ID!, $input: AnnotationInput!) {
  createAnnotation(layerId: $layer, input: $input) {
    __typename
    ... on AnnotationPayload { annotation { id annotationId shortDescr startDttm endDttm jsonMetadata layer { name } } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;

describe.each(METADATA_BACKENDS)('GraphQL annotation layers (%s)', (backend) => {
  let app: TestApp;
  let gammaToken: string;
  const tag = `gqlann${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('creates layers and annotations, lists them, reads nodes, and deletes them', async () => {
    const created = await executeGraphQL<Data, Data>(app, CREATE_LAYER, {
      input: { name: `${tag} releases`, descr: 'Launches' },
    });
    expect(created.errors).toBeUndefined();
    const layer = created.data?.createAnnotationLayer.annotationLayer;
    expect(layer).toMatchObject({ name: `${tag} releases`, descr: 'Launches', viewerCanEdit: true });
    expect(layer.createdByName).toBeTruthy();

    const first = await executeGraphQL<Data, Data>(app, CREATE_ANNOTATION, {
      layer: layer.id,
      input: {
        shortDescr: 'v2',
        startDttm: '2024-01-10T09:30:00Z',
        endDttm: '2024-01-10T10:00:00Z',
        jsonMetadata: '{"a":1}',
      },
    });
    expect(first.data?.createAnnotation).toMatchObject({
      __typename: 'AnnotationPayload',
      annotation: {
        shortDescr: 'v2',
        startDttm: '2024-01-10T09:30:00.000Z',
        endDttm: '2024-01-10T10:00:00.000Z',
        jsonMetadata: '{"a":1}',
        layer: { name: `${tag} releases` },
      },
    });
    const second = await executeGraphQL<Data, Data>(app, CREATE_ANNOTATION, {
      layer: layer.id,
      input: { shortDescr: 'v1', startDttm: '2023-06-01T00:00:00Z', endDttm: '2023-06-01T00:00:00Z' },
    });
    expect(second.data?.createAnnotation.__typename).toBe('AnnotationPayload');

    const list = await executeGraphQL<Data, Data>(
      app,
      `query($s: String) { annotationLayers(search: $s, first: 10) { totalCount edges { node { id name annotations(first: 10) { totalCount edges { node { id shortDescr startDttm jsonMetadata layer { name } } } } } } } }`,
      { s: tag },
      { trace: true },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.annotationLayers.totalCount).toBe(1);
    const node = list.data?.annotationLayers.edges[0].node;
    expect(node.annotations.totalCount).toBe(2);
    // Oldest first.
    expect(node.annotations.edges.map((e: Data) => e.node.shortDescr)).toEqual(['v1', 'v2']);
    expect(node.annotations.edges[1].node).toMatchObject({
      jsonMetadata: '{"a":1}',
      layer: { name: `${tag} releases` },
    });
    // Batched: the layer page, then one annotation page; metadata and layers come without more calls.
    expect(list.upstream?.calls.map((c) => c.path.split('?')[0])).toEqual([
      '/api/v1/annotation_layer/',
      `/api/v1/annotation_layer/${layer.layerId}/annotation/`,
    ]);

    const annotationId = first.data?.createAnnotation.annotation.id;
    const nodes = await executeGraphQL<Data, Data>(
      app,
      `query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on AnnotationLayer { name } ... on Annotation { shortDescr layerId } } }`,
      { ids: [layer.id, annotationId] },
    );
    expect(nodes.data?.nodes).toEqual([
      { __typename: 'AnnotationLayer', name: `${tag} releases` },
      { __typename: 'Annotation', shortDescr: 'v2', layerId: layer.layerId },
    ]);

    const updated = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!, $input: AnnotationInput!) { updateAnnotation(id: $id, input: $input) { __typename ... on AnnotationPayload { annotation { shortDescr endDttm } } ... on Error { message } } }`,
      { id: annotationId, input: { shortDescr: 'v2.0', endDttm: '2024-01-11T00:00:00Z' } },
    );
    expect(updated.data?.updateAnnotation).toEqual({
      __typename: 'AnnotationPayload',
      annotation: { shortDescr: 'v2.0', endDttm: '2024-01-11T00:00:00.000Z' },
    });

    const renamed = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!) { updateAnnotationLayer(id: $id, input: { descr: "Every launch" }) { __typename ... on AnnotationLayerPayload { annotationLayer { descr } } } }`,
      { id: layer.id },
    );
    expect(renamed.data?.updateAnnotationLayer.annotationLayer.descr).toBe('Every launch');

    // A layer with annotations cannot go; once they are deleted it can.
    const refused = await executeGraphQL<Data, Data>(
      app,
      `mutation($ids: [ID!]!) { deleteAnnotationLayers(ids: $ids) { __typename ... on Error { message } } }`,
      { ids: [layer.id] },
    );
    expect(refused.data?.deleteAnnotationLayers).toEqual({
      __typename: 'ValidationError',
      message: 'Annotation layer has associated annotations.',
    });
    const ids = node.annotations.edges.map((e: Data) => e.node.id);
    const gone = await executeGraphQL<Data, Data>(
      app,
      `mutation($ids: [ID!]!) { deleteAnnotations(ids: $ids) { __typename ... on DeletePayload { message deletedIds } } }`,
      { ids },
    );
    expect(gone.data?.deleteAnnotations).toEqual({
      __typename: 'DeletePayload',
      message: 'Deleted 2 annotations',
      deletedIds: ids,
    });
    const deleted = await executeGraphQL<Data, Data>(
      app,
      `mutation($ids: [ID!]!) { deleteAnnotationLayers(ids: $ids) { __typename ... on DeletePayload { message } } }`,
      { ids: [layer.id] },
    );
    expect(deleted.data?.deleteAnnotationLayers).toEqual({
      __typename: 'DeletePayload',
      message: 'Deleted 1 annotation layer',
    });
  });

  it('chartData carries the annotations of a NATIVE layer, as REST answers them', async () => {
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    const dataset = await store.prisma.dataset.findFirstOrThrow({ where: { tableName: 'daily_metrics' } });
    await store.close();
    const layer = (await executeGraphQL<Data, Data>(app, CREATE_LAYER, { input: { name: `${tag} on chart` } })).data
      ?.createAnnotationLayer.annotationLayer;
    for (const [shortDescr, start] of [
      ['inside', '2024-01-20T00:00:00Z'],
      ['outside', '2024-03-01T00:00:00Z'],
    ]) {
      await executeGraphQL<Data, Data>(app, CREATE_ANNOTATION, {
        layer: layer.id,
        input: { shortDescr, startDttm: start, endDttm: start },
      });
    }
    const queryContext = {
      datasource: { id: dataset.id, type: 'table' },
      queries: [
        {
          metrics: ['count'],
          filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
          annotation_layers: [
            { name: 'Ours', annotationType: 'EVENT', sourceType: 'NATIVE', value: layer.layerId, show: true },
          ],
        },
      ],
    };
    const gql = await executeGraphQL<Data, Data>(
      app,
      'query($qc: JSON!) { chartData(queryContext: $qc) { results { annotationData } } }',
      { qc: queryContext },
    );
    expect(gql.errors).toBeUndefined();
    const annotationData = gql.data?.chartData.results[0].annotationData;
    expect(annotationData.Ours.records.map((r: Data) => [r.short_descr, r.start_dttm])).toEqual([
      ['inside', Date.UTC(2024, 0, 20)],
    ]);
    const rest = await app.request('/api/v1/chart/data', { method: 'POST', json: queryContext });
    expect(((await rest.json()) as Data).result[0].annotation_data).toEqual(annotationData);
  });

  it("a saved chart's form data with a NATIVE layer draws it through Chart.data", async () => {
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    const template = await store.prisma.chart.findFirstOrThrow({ where: { vizType: 'echarts_timeseries_line' } });
    await store.close();
    const layer = (await executeGraphQL<Data, Data>(app, CREATE_LAYER, { input: { name: `${tag} saved chart` } })).data
      ?.createAnnotationLayer.annotationLayer;
    await executeGraphQL<Data, Data>(app, CREATE_ANNOTATION, {
      layer: layer.id,
      input: { shortDescr: 'promo', startDttm: '2024-02-10T00:00:00Z', endDttm: '2024-02-12T00:00:00Z' },
    });
    const params = {
      ...(JSON.parse(template.params ?? '{}') as Data),
      annotation_layers: [
        { name: 'Promos', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: layer.layerId, show: true },
        { name: 'Hidden', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: layer.layerId, show: false },
      ],
    };
    const created = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `${tag} line with promos`,
        viz_type: template.vizType,
        datasource_id: template.datasourceId,
        datasource_type: 'table',
        params: JSON.stringify(params),
      },
    });
    expect(created.status).toBe(201);
    const chartId = ((await created.json()) as { id: number }).id;
    const read = (timeRange: string) =>
      executeGraphQL<Data, Data>(
        app,
        'query($id: ID!, $t: String) { node(id: $id) { ... on Chart { data(timeRange: $t) { results { annotationData } } } } }',
        { id: Buffer.from(`Chart:${chartId}`).toString('base64'), t: timeRange },
      );
    const inRange = await read('2024-02-01 : 2024-03-01');
    expect(inRange.errors).toBeUndefined();
    const data = inRange.data?.node.data.results[0].annotationData;
    expect(Object.keys(data)).toEqual(['Promos']);
    expect(data.Promos.records).toEqual([
      {
        start_dttm: Date.UTC(2024, 1, 10),
        end_dttm: Date.UTC(2024, 1, 12),
        short_descr: 'promo',
        long_descr: null,
        json_metadata: null,
      },
    ]);
    const outOfRange = await read('2023-01-01 : 2023-02-01');
    expect(outOfRange.data?.node.data.results[0].annotationData).toEqual({
      Promos: { columns: data.Promos.columns, records: [] },
    });
  });

  it('answers bad input as typed errors with the REST messages', async () => {
    const layer = (await executeGraphQL<Data, Data>(app, CREATE_LAYER, { input: { name: `${tag} checks` } })).data
      ?.createAnnotationLayer.annotationLayer;
    const dup = await executeGraphQL<Data, Data>(app, CREATE_LAYER, { input: { name: `${tag} checks` } });
    expect(dup.data?.createAnnotationLayer).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: { name: ['Name must be unique'] },
    });
    const backwards = await executeGraphQL<Data, Data>(app, CREATE_ANNOTATION, {
      layer: layer.id,
      input: { shortDescr: 'oops', startDttm: '2024-01-02T00:00:00Z', endDttm: '2024-01-01T00:00:00Z' },
    });
    expect(backwards.data?.createAnnotation).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: { start_dttm: ['End date must be after start date'] },
    });
    const missing = await executeGraphQL<Data, Data>(app, CREATE_ANNOTATION, {
      layer: layer.id,
      input: { shortDescr: 'no dates' },
    });
    expect(missing.data?.createAnnotation).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: { start_dttm: ['Missing data for required field.'], end_dttm: ['Missing data for required field.'] },
    });
    const wrongType = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!) { updateAnnotation(id: $id, input: { shortDescr: "x" }) { __typename ... on Error { message } } }`,
      { id: layer.id },
    );
    expect(wrongType.data?.updateAnnotation).toEqual({
      __typename: 'ValidationError',
      message: 'Expected the ID of an Annotation.',
    });
  });

  it('lets Gamma read layers but not write them', async () => {
    const layer = (await executeGraphQL<Data, Data>(app, CREATE_LAYER, { input: { name: `${tag} gamma` } })).data
      ?.createAnnotationLayer.annotationLayer;
    const read = await executeGraphQL<Data, Data>(
      app,
      `query($s: String) { annotationLayers(search: $s) { edges { node { id viewerCanEdit } } } }`,
      { s: `${tag} gamma` },
      { token: gammaToken },
    );
    expect(read.data?.annotationLayers.edges).toEqual([{ node: { id: layer.id, viewerCanEdit: false } }]);
    const write = await executeGraphQL<Data, Data>(
      app,
      CREATE_LAYER,
      { input: { name: `${tag} by gamma` } },
      { token: gammaToken },
    );
    expect(write.data?.createAnnotationLayer).toEqual({ __typename: 'ForbiddenError', message: 'Forbidden' });
    const annotate = await executeGraphQL<Data, Data>(
      app,
      CREATE_ANNOTATION,
      {
        layer: layer.id,
        input: { shortDescr: 'x', startDttm: '2024-01-01T00:00:00Z', endDttm: '2024-01-01T00:00:00Z' },
      },
      { token: gammaToken },
    );
    expect(annotate.data?.createAnnotation.__typename).toBe('ForbiddenError');
  });
});
