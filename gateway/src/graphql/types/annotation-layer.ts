import DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { REST_MAX_PAGE_SIZE } from '../loaders.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { encodeRisonUri } from '../rison.ts';
import { ChartQueryResultRef } from './chart-data.ts';
import { loadEach, parseRestId } from './node.ts';

interface RestUserRef {
  id: number;
  first_name: string;
  last_name?: string;
}

/** A row of `GET /api/v1/annotation_layer/`. */
export interface RestAnnotationLayer {
  id: number;
  name: string;
  descr: string | null;
  created_by: RestUserRef | null;
  changed_by: RestUserRef | null;
  changed_on: string;
  changed_on_delta_humanized: string;
  created_on: string;
}

/** A row of `GET /api/v1/annotation_layer/{pk}/annotation/`, with the layer it belongs to. */
export interface RestAnnotation {
  id: number;
  layerId: number;
  short_descr: string | null;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string;
  json_metadata: string | null;
  changed_on_delta_humanized: string;
}

export const listLayers = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestAnnotationLayer>>(`/api/v1/annotation_layer/${listSearch(q)}`);
const listAnnotations = async (ctx: GraphQLContext, layerId: number, q: RestListQuery) => {
  const page = await ctx.rest.get<RestListResponse<Omit<RestAnnotation, 'layerId'>>>(
    `/api/v1/annotation_layer/${layerId}/annotation/${listSearch(q)}`,
  );
  return { ...page, result: page.result.map((row) => ({ ...row, layerId })) };
};
const layerLoaders = new WeakMap<GraphQLContext, DataLoader<number, RestAnnotationLayer | null>>();
/** Layers by id for one request: one list call with `id in [...]`. */
export function layerLoader(ctx: GraphQLContext): DataLoader<number, RestAnnotationLayer | null> {
  let loader = layerLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<number, RestAnnotationLayer | null>(
      async (ids) => {
        const response = await listLayers(ctx, {
          filters: [{ col: 'id', opr: 'in', value: [...ids] }],
          page: 0,
          page_size: ids.length,
        });
        const found = new Map(response.result.map((row) => [row.id, row]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: REST_MAX_PAGE_SIZE },
    );
    layerLoaders.set(ctx, loader);
  }
  return loader;
}

/** An annotation's global id carries its layer too, because REST addresses it inside its layer. */
export function annotationKey(layerId: number, id: number): string {
  return `${layerId}.${id}`;
}
export function parseAnnotationKey(raw: string): { layerId: number; id: number } {
  const m = /^(\d{1,15})\.(\d{1,15})$/.exec(raw);
  const layerId = Number(m?.[1]);
  const id = Number(m?.[2]);
  if (!m || layerId < 1 || id < 1) throw new ValidationError(`Invalid ID: ${raw} is not an annotation key`);
  return { layerId, id };
}

/** One annotation by its key, through the layer's list (which carries every field the node reads). */
export async function loadAnnotation(ctx: GraphQLContext, key: string): Promise<RestAnnotation | null> {
  const { layerId, id } = parseAnnotationKey(key);
  const page = await listAnnotations(ctx, layerId, {
    filters: [{ col: 'id', opr: 'eq', value: id }],
    page: 0,
    page_size: 1,
  });
  return page.result[0] ?? null;
}

/** Whether the viewer holds `can_write` on annotations (Admin and Alpha do), from `_info`. */
async function viewerCanWriteAnnotations(ctx: GraphQLContext): Promise<boolean> {
  const info = await ctx.rest.get<{ permissions: string[] }>(
    `/api/v1/annotation_layer/_info?q=${encodeRisonUri({ keys: ['permissions'] })}`,
  );
  return info.permissions.includes('can_write');
}

const userName = (u: RestUserRef | null) => (u ? `${u.first_name} ${u.last_name ?? ''}`.trim() : null);

export const AnnotationLayerRef = builder.objectRef<RestAnnotationLayer>('AnnotationLayer');
export const AnnotationRef = builder.objectRef<RestAnnotation>('Annotation');

builder.node(AnnotationRef, {
  description:
    'One annotation of a native layer: an interval (an event when start equals end) drawn on time-series charts (spec 000 "Annotation layer").',
  id: { resolve: (a) => annotationKey(a.layerId, a.id), parse: (raw) => raw },
  // One failing key (malformed, hidden) fails its own item only, as loadEach does for REST ids.
  loadManyWithoutCache: (keys, ctx) =>
    Promise.all(
      keys.map((key) =>
        loadAnnotation(ctx, key).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))) as never),
      ),
    ),
  fields: (t) => ({
    annotationId: t.exposeInt('id', { description: 'The REST primary key.' }),
    layerId: t.exposeInt('layerId', { description: 'REST id of its layer.' }),
    shortDescr: t.string({
      nullable: true,
      description: 'The short description (its label).',
      resolve: (a) => a.short_descr,
    }),
    longDescr: t.string({ nullable: true, description: 'The long description.', resolve: (a) => a.long_descr }),
    startDttm: t.field({ type: 'DateTime', description: 'When it starts (UTC).', resolve: (a) => a.start_dttm }),
    endDttm: t.field({
      type: 'DateTime',
      description: 'When it ends (UTC); equal to the start for an event.',
      resolve: (a) => a.end_dttm,
    }),
    jsonMetadata: t.string({
      nullable: true,
      description: 'Its JSON metadata, as stored (a JSON text).',
      resolve: (a) => a.json_metadata,
    }),
    changedOnDeltaHumanized: t.exposeString('changed_on_delta_humanized', {
      description: "When it was last changed, in words ('2 days ago').",
    }),
    layer: t.field({
      type: AnnotationLayerRef,
      nullable: true,
      description: 'The layer it belongs to.',
      resolve: (a, _args, ctx) => layerLoader(ctx).load(a.layerId),
    }),
  }),
});

builder.node(AnnotationLayerRef, {
  description:
    'A native annotation layer: named annotations stored by Chartroom that charts draw with `sourceType: NATIVE` (spec 000 "Annotation layer").',
  id: { resolve: (l) => l.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(layerLoader(ctx), ids),
  fields: (t) => ({
    layerId: t.exposeInt('id', { description: 'The REST primary key (the `value` a chart uses).' }),
    name: t.exposeString('name', { description: 'The name, unique.' }),
    descr: t.string({ nullable: true, description: 'The description.', resolve: (l) => l.descr }),
    createdByName: t.string({ nullable: true, description: 'Who created it.', resolve: (l) => userName(l.created_by) }),
    changedByName: t.string({
      nullable: true,
      description: 'Who changed it last.',
      resolve: (l) => userName(l.changed_by),
    }),
    changedOn: t.field({ type: 'DateTime', description: 'When it was last changed.', resolve: (l) => l.changed_on }),
    changedOnDeltaHumanized: t.exposeString('changed_on_delta_humanized', {
      description: "When it was last changed, in words ('2 days ago').",
    }),
    viewerCanEdit: t.boolean({
      description: 'Whether the viewer may change it and its annotations (Admin and Alpha; Gamma reads).',
      resolve: (_l, _args, ctx) => viewerCanWriteAnnotations(ctx),
    }),
    annotations: t.connection(
      {
        type: AnnotationRef,
        description: 'Its annotations, oldest first (`GET /api/v1/annotation_layer/{pk}/annotation/`).',
        args: {
          search: t.arg.string({ description: 'Text searched in the short and long descriptions.' }),
        },
        resolve: (layer, args, ctx) => {
          const filters: RestFilter[] = [];
          const search = args.search?.trim();
          if (search) filters.push({ col: 'short_descr', opr: 'annotation_all_text', value: search });
          return resolveRestConnection({
            args,
            query: { filters, order_column: 'start_dttm', order_direction: 'asc' },
            list: (q) => listAnnotations(ctx, layer.id, q),
          });
        },
      },
      { name: 'AnnotationConnection', description: 'A page of annotations.' },
      { name: 'AnnotationEdge', description: 'An annotation in a page, with its cursor.' },
    ),
  }),
});

const LayerOrder = builder.enumType('AnnotationLayerOrder', {
  description: 'How annotation layers are ordered.',
  values: {
    NAME: { value: 'name', description: 'By name.' },
    CHANGED_ON: { value: 'changed_on', description: 'By last change.' },
    CREATED_ON: { value: 'created_on', description: 'By creation.' },
  } as const,
});

builder.queryField('annotationLayers', (t) =>
  t.connection(
    {
      type: AnnotationLayerRef,
      description: 'Native annotation layers (`GET /api/v1/annotation_layer/`).',
      args: {
        search: t.arg.string({ description: 'Text searched in name and description (annotation_layer_all_text).' }),
        orderBy: t.arg({ type: LayerOrder, description: 'The order (default: by name).' }),
        descending: t.arg.boolean({ description: 'Reverse the order.' }),
      },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = [];
        const search = args.search?.trim();
        if (search) filters.push({ col: 'name', opr: 'annotation_layer_all_text', value: search });
        return resolveRestConnection({
          args,
          query: {
            filters,
            order_column: args.orderBy ?? 'name',
            order_direction: args.descending ? 'desc' : 'asc',
          },
          list: (q) => listLayers(ctx, q),
          loader: layerLoader(ctx),
        });
      },
    },
    { name: 'AnnotationLayerConnection', description: 'A page of annotation layers.' },
    { name: 'AnnotationLayerEdge', description: 'An annotation layer in a page, with its cursor.' },
  ),
);

builder.objectField(ChartQueryResultRef, 'annotationData', (t) =>
  t.field({
    type: 'JSON',
    description:
      "REST's `annotation_data`, by layer name: FORMULA points, the rows of a chart-sourced layer, or a NATIVE layer's annotations that overlap the time range (`{columns, records}`, times in epoch ms).",
    resolve: (r) => (r as { annotation_data?: unknown }).annotation_data ?? {},
  }),
);
