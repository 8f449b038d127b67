import type { Prisma } from '../../metadata/index.ts';
import { BadRequestError } from '../errors.ts';
import type { CustomFilter, ListContext, ListResource } from '../list/types.ts';
import {
  ANNOTATION_LIST_COLUMNS,
  type AnnotationRow,
  annotationInclude,
  LAYER_LIST_COLUMNS,
  type LayerRow,
  layerInclude,
  serializeAnnotation,
  serializeLayer,
} from './annotation-layer-serialize.ts';

/** Superset's class_permission_name for both the layer and the annotation APIs. */
export const ANNOTATION_VIEW = 'Annotation';

const contains = (ctx: ListContext, value: string) =>
  ctx.provider === 'postgresql' ? { contains: value, mode: 'insensitive' } : { contains: value };

/** Superset's ILIKE `%v%` over two text columns, for the `*_all_text` filters. */
function allText(name: string, fields: [string, string]): CustomFilter {
  return {
    label: 'All Text',
    apply: (value, ctx) => {
      if (typeof value !== 'string') throw new BadRequestError(`Filter value for ${name} must be a string`);
      if (value === '') return {};
      return { OR: fields.map((f) => ({ [f]: contains(ctx, value) })) };
    },
  };
}

export const annotationLayerResource: ListResource<LayerRow> = {
  permissionView: ANNOTATION_VIEW,
  listTitle: 'List Annotation Layer',
  searchColumns: {
    name: {
      kind: 'scalar',
      field: 'name',
      type: 'string',
      custom: { annotation_layer_all_text: allText('annotation_layer_all_text', ['name', 'descr']) },
    },
    descr: { kind: 'scalar', field: 'descr', type: 'string' },
    created_by: { kind: 'relation-one', field: 'createdById' },
    changed_by: { kind: 'relation-one', field: 'changedById' },
    id: { kind: 'scalar', field: 'id', type: 'number' },
  },
  orderColumns: {
    name: (d) => ({ name: d }),
    descr: (d) => ({ descr: d }),
    'created_by.first_name': (d) => ({ createdBy: { firstName: d } }),
    'changed_by.first_name': (d) => ({ changedBy: { firstName: d } }),
    changed_on: (d) => ({ changedOn: d }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    created_on: (d) => ({ createdOn: d }),
  },
  baseOrder: [{ id: 'asc' }],
  listColumns: LAYER_LIST_COLUMNS,
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.annotationLayer.findMany({
      where: where as Prisma.AnnotationLayerWhereInput,
      orderBy: orderBy as Prisma.AnnotationLayerOrderByWithRelationInput[],
      skip,
      take,
      include: layerInclude,
    }),
  count: (ctx, where) => ctx.prisma.annotationLayer.count({ where: where as Prisma.AnnotationLayerWhereInput }),
  serialize: async (rows) => {
    const now = new Date();
    return rows.map((row) => serializeLayer(row, now));
  },
  id: (row) => row.id,
};

/** `GET /annotation_layer/<pk>/annotation/`: the annotations of one layer (Superset's AnnotationRestApi). */
export function annotationResource(layerId: number): ListResource<AnnotationRow> {
  return {
    permissionView: ANNOTATION_VIEW,
    listTitle: 'List Annotation',
    searchColumns: {
      short_descr: {
        kind: 'scalar',
        field: 'shortDescr',
        type: 'string',
        custom: { annotation_all_text: allText('annotation_all_text', ['shortDescr', 'longDescr']) },
      },
      long_descr: { kind: 'scalar', field: 'longDescr', type: 'string' },
      start_dttm: { kind: 'scalar', field: 'startDttm', type: 'date' },
      end_dttm: { kind: 'scalar', field: 'endDttm', type: 'date' },
      created_by: { kind: 'relation-one', field: 'createdById' },
      changed_by: { kind: 'relation-one', field: 'changedById' },
      id: { kind: 'scalar', field: 'id', type: 'number' },
    },
    orderColumns: {
      'changed_by.first_name': (d) => ({ changedBy: { firstName: d } }),
      changed_on_delta_humanized: (d) => ({ changedOn: d }),
      'created_by.first_name': (d) => ({ createdBy: { firstName: d } }),
      end_dttm: (d) => ({ endDttm: d }),
      long_descr: (d) => ({ longDescr: d }),
      short_descr: (d) => ({ shortDescr: d }),
      start_dttm: (d) => ({ startDttm: d }),
    },
    baseOrder: [{ id: 'asc' }],
    listColumns: ANNOTATION_LIST_COLUMNS,
    baseFilter: () => ({ layerId }),
    findMany: (ctx, { where, orderBy, skip, take }) =>
      ctx.prisma.annotation.findMany({
        where: where as Prisma.AnnotationWhereInput,
        orderBy: orderBy as Prisma.AnnotationOrderByWithRelationInput[],
        skip,
        take,
        include: annotationInclude,
      }),
    count: (ctx, where) => ctx.prisma.annotation.count({ where: where as Prisma.AnnotationWhereInput }),
    serialize: async (rows) => {
      const now = new Date();
      return rows.map((row) => serializeAnnotation(row, now));
    },
    id: (row) => row.id,
  };
}
