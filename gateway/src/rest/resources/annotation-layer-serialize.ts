import type { Prisma } from '../../metadata/index.ts';
import { naturalTime } from './humanize.ts';
import { userRef } from './users.ts';

const userSelect = { select: { id: true, firstName: true, lastName: true } } as const;

export const layerInclude = { createdBy: userSelect, changedBy: userSelect } as const;
export type LayerRow = Prisma.AnnotationLayerGetPayload<{ include: typeof layerInclude }>;

export const annotationInclude = {
  createdBy: userSelect,
  changedBy: userSelect,
  layer: { select: { id: true, name: true } },
} as const;
export type AnnotationRow = Prisma.AnnotationGetPayload<{ include: typeof annotationInclude }>;

/** A naive datetime as Python's isoformat writes it: no fraction when it is zero, else microseconds. */
export function pyIsoformat(date: Date): string {
  const base = date.toISOString().slice(0, 19);
  const ms = date.getUTCMilliseconds();
  return ms === 0 ? base : `${base}.${String(ms).padStart(3, '0')}000`;
}

export const LAYER_LIST_COLUMNS = [
  'id',
  'name',
  'descr',
  'created_by.first_name',
  'created_by.last_name',
  'created_by.id',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
] as const;
export const LAYER_SHOW_COLUMNS = ['id', 'name', 'descr'] as const;

export function serializeLayer(row: LayerRow, now: Date): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    descr: row.descr,
    created_by: userRef(row.createdBy),
    changed_by: userRef(row.changedBy),
    changed_on: pyIsoformat(row.changedOn),
    changed_on_delta_humanized: naturalTime(row.changedOn, now),
    created_on: pyIsoformat(row.createdOn),
  };
}

export const ANNOTATION_LIST_COLUMNS = [
  'id',
  'changed_by.first_name',
  'changed_by.id',
  'changed_on_delta_humanized',
  'created_by.first_name',
  'created_by.id',
  'end_dttm',
  'long_descr',
  'short_descr',
  'start_dttm',
  // Not a list column in Superset; listed here so a page of annotations needs no get per row.
  'json_metadata',
] as const;
export const ANNOTATION_SHOW_COLUMNS = [
  'id',
  'short_descr',
  'long_descr',
  'start_dttm',
  'end_dttm',
  'json_metadata',
  'layer.id',
  'layer.name',
] as const;

export function serializeAnnotation(row: AnnotationRow, now: Date): Record<string, unknown> {
  return {
    id: row.id,
    short_descr: row.shortDescr,
    long_descr: row.longDescr,
    start_dttm: pyIsoformat(row.startDttm),
    end_dttm: pyIsoformat(row.endDttm),
    json_metadata: row.jsonMetadata,
    layer: row.layer,
    created_by: userRef(row.createdBy),
    changed_by: userRef(row.changedBy),
    changed_on_delta_humanized: naturalTime(row.changedOn, now),
  };
}

/** What Superset echoes after an annotation write: the loaded body plus the layer id. */
export function annotationEcho(row: AnnotationRow): Record<string, unknown> {
  return {
    short_descr: row.shortDescr,
    long_descr: row.longDescr,
    start_dttm: pyIsoformat(row.startDttm),
    end_dttm: pyIsoformat(row.endDttm),
    json_metadata: row.jsonMetadata,
    layer: row.layerId,
  };
}
