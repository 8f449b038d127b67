import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { encodeRisonUri } from '../rison.ts';
import {
  AnnotationLayerRef,
  AnnotationRef,
  annotationKey,
  layerLoader,
  loadAnnotation,
  parseAnnotationKey,
  type RestAnnotation,
  type RestAnnotationLayer,
} from './annotation-layer.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

const LayerInput = builder.inputType('AnnotationLayerInput', {
  description: 'Annotation layer fields. On create the name is required.',
  fields: (t) => ({
    name: t.string({ description: 'The name (1-250 characters, unique).' }),
    descr: t.string({ description: 'The description.' }),
  }),
});

const AnnotationInput = builder.inputType('AnnotationInput', {
  description: 'Annotation fields. On create shortDescr, startDttm and endDttm are required.',
  fields: (t) => ({
    shortDescr: t.string({ description: 'The short description (1-500 characters, unique in its layer).' }),
    longDescr: t.string({ description: 'The long description.' }),
    startDttm: t.field({ type: 'DateTime', description: 'When it starts.' }),
    endDttm: t.field({ type: 'DateTime', description: 'When it ends (not before the start).' }),
    jsonMetadata: t.string({ description: 'JSON metadata, as a JSON text.' }),
  }),
});

/** A DateTime as the naive UTC datetime REST takes. */
const naive = (d: Date) => d.toISOString().replace('Z', '');

function layerBody(input: typeof LayerInput.$inferInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.name != null) body.name = input.name;
  if (input.descr !== undefined) body.descr = input.descr;
  return body;
}

function annotationBody(input: typeof AnnotationInput.$inferInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.shortDescr != null) body.short_descr = input.shortDescr;
  if (input.longDescr !== undefined) body.long_descr = input.longDescr;
  if (input.startDttm != null) body.start_dttm = naive(input.startDttm);
  if (input.endDttm != null) body.end_dttm = naive(input.endDttm);
  if (input.jsonMetadata !== undefined) body.json_metadata = input.jsonMetadata;
  return body;
}

const LayerPayload = builder.objectRef<{ annotationLayer: RestAnnotationLayer }>('AnnotationLayerPayload').implement({
  description: 'The saved annotation layer.',
  fields: (t) => ({
    annotationLayer: t.field({
      type: AnnotationLayerRef,
      description: 'The layer as stored.',
      resolve: (p) => p.annotationLayer,
    }),
  }),
});
const LayerResult = mutationResult('AnnotationLayer', LayerPayload, 'The saved layer, or why it was refused.');

const AnnotationPayload = builder.objectRef<{ annotation: RestAnnotation }>('AnnotationPayload').implement({
  description: 'The saved annotation.',
  fields: (t) => ({
    annotation: t.field({
      type: AnnotationRef,
      description: 'The annotation as stored.',
      resolve: (p) => p.annotation,
    }),
  }),
});
const AnnotationResult = mutationResult(
  'Annotation',
  AnnotationPayload,
  'The saved annotation, or why it was refused.',
);

async function reloadLayer(ctx: GraphQLContext, id: number) {
  const loader = layerLoader(ctx);
  loader.clear(id);
  const layer = await loader.load(id);
  if (!layer) throw new Error(`annotation layer ${id} vanished after its write`);
  return { annotationLayer: layer };
}

async function reloadAnnotation(ctx: GraphQLContext, layerId: number, id: number) {
  const annotation = await loadAnnotation(ctx, annotationKey(layerId, id));
  if (!annotation) throw new Error(`annotation ${id} vanished after its write`);
  return { annotation };
}

function annotationPk(globalId: { typename: string; id: string }) {
  if (globalId.typename !== 'Annotation') throw new ValidationError('Expected the ID of an Annotation.');
  return parseAnnotationKey(globalId.id);
}

builder.mutationField('createAnnotationLayer', (t) =>
  t.field({
    type: LayerResult,
    description: 'Creates a native annotation layer (`POST /api/v1/annotation_layer/`; Admin and Alpha).',
    args: { input: t.arg({ type: LayerInput, required: true, description: 'The fields.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/annotation_layer/', layerBody(input));
        return reloadLayer(ctx, saved.id);
      }),
  }),
);

builder.mutationField('updateAnnotationLayer', (t) =>
  t.field({
    type: LayerResult,
    description: 'Renames or describes a layer (`PUT /api/v1/annotation_layer/{pk}`).',
    args: {
      id: t.arg.globalID({ required: true, description: 'The layer.' }),
      input: t.arg({ type: LayerInput, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'AnnotationLayer');
        await ctx.rest.put(`/api/v1/annotation_layer/${pk}`, layerBody(input));
        return reloadLayer(ctx, pk);
      }),
  }),
);

builder.mutationField('deleteAnnotationLayers', (t) =>
  t.field({
    type: DeleteResult,
    description:
      'Deletes layers, all or none (`DELETE /api/v1/annotation_layer/?q=!(ids)`); a layer that still has annotations is refused.',
    args: { ids: t.arg.globalIDList({ required: true, description: 'The layers.' }) },
    resolve: (_root, { ids }, ctx) =>
      asMutationResult(async () => {
        if (ids.length === 0) throw new ValidationError('ids must not be empty.');
        const pks = ids.map((id) => restIdOf(id, 'AnnotationLayer'));
        const body = await ctx.rest.del<{ message: string }>(`/api/v1/annotation_layer/?q=${encodeRisonUri(pks)}`);
        return { deletedIds: pks.map((pk) => encodeGlobalID('AnnotationLayer', pk)), message: body.message };
      }),
  }),
);

builder.mutationField('createAnnotation', (t) =>
  t.field({
    type: AnnotationResult,
    description: 'Adds an annotation to a layer (`POST /api/v1/annotation_layer/{pk}/annotation/`).',
    args: {
      layerId: t.arg.globalID({ required: true, description: 'The layer.' }),
      input: t.arg({ type: AnnotationInput, required: true, description: 'The fields.' }),
    },
    resolve: (_root, { layerId, input }, ctx) =>
      asMutationResult(async () => {
        const layer = restIdOf(layerId, 'AnnotationLayer');
        const saved = await ctx.rest.post<{ id: number }>(
          `/api/v1/annotation_layer/${layer}/annotation/`,
          annotationBody(input),
        );
        return reloadAnnotation(ctx, layer, saved.id);
      }),
  }),
);

builder.mutationField('updateAnnotation', (t) =>
  t.field({
    type: AnnotationResult,
    description: 'Changes an annotation (`PUT /api/v1/annotation_layer/{pk}/annotation/{id}`).',
    args: {
      id: t.arg.globalID({ required: true, description: 'The annotation.' }),
      input: t.arg({ type: AnnotationInput, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const key = annotationPk(id);
        await ctx.rest.put(`/api/v1/annotation_layer/${key.layerId}/annotation/${key.id}`, annotationBody(input));
        return reloadAnnotation(ctx, key.layerId, key.id);
      }),
  }),
);

builder.mutationField('deleteAnnotations', (t) =>
  t.field({
    type: DeleteResult,
    description:
      'Deletes annotations of one layer, all or none (`DELETE /api/v1/annotation_layer/{pk}/annotation/?q=!(ids)`).',
    args: { ids: t.arg.globalIDList({ required: true, description: 'The annotations (all in the same layer).' }) },
    resolve: (_root, { ids }, ctx) =>
      asMutationResult(async () => {
        if (ids.length === 0) throw new ValidationError('ids must not be empty.');
        const keys = ids.map(annotationPk);
        const layer = keys[0]?.layerId as number;
        if (keys.some((k) => k.layerId !== layer))
          throw new ValidationError('All annotations must be in the same layer.');
        const pks = keys.map((k) => k.id);
        const body = await ctx.rest.del<{ message: string }>(
          `/api/v1/annotation_layer/${layer}/annotation/?q=${encodeRisonUri(pks)}`,
        );
        return {
          deletedIds: pks.map((pk) => encodeGlobalID('Annotation', annotationKey(layer, pk))),
          message: body.message,
        };
      }),
  }),
);
