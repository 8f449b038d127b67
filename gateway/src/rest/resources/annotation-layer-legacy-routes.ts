import type { Hono } from 'hono';
import { overlapsRange } from '../../engine/annotations-native.ts';
import { getSinceUntil, TimeRangeError } from '../../engine/time-range/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { LAYER_NOT_FOUND } from './annotation-layer-annotation-routes.ts';
import { annotationsInRange } from './annotation-layer-native.ts';
import { ANNOTATION_VIEW } from './annotation-layer-resource.ts';
import { pyIsoformat } from './annotation-layer-serialize.ts';
import { naiveNow } from './time-range-routes.ts';

/** The columns Superset's legacy endpoint answers (the table viz over its AnnotationDatasource). */
const LEGACY_COLUMNS = [
  'created_on',
  'changed_on',
  'id',
  'start_dttm',
  'end_dttm',
  'layer_id',
  'short_descr',
  'long_descr',
  'json_metadata',
  'created_by_fk',
  'changed_by_fk',
] as const;

function readFormData(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new BadRequestError(`form_data is not JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BadRequestError('form_data must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

const anchor = (v: unknown) => (v === 'now' || v === 'today' ? v : undefined);
const toMs = (naive: string | null) => (naive === null ? null : Date.parse(`${naive}Z`));

/**
 * `GET /superset/annotation_json/<layer_id>?form_data={"time_range": ...}&force=`: the annotations
 * of a native layer within the form data's time range, as Superset's legacy table payload
 * (`data: {records, columns}`, datetimes as naive ISO strings).
 */
export function mountAnnotationLegacyRoutes(app: Hono<AppEnv>): void {
  app.get('/superset/annotation_json/:layerId', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', ANNOTATION_VIEW);
    const layerId = parseId(c.req.param('layerId'));
    const layer = layerId === null ? null : await ctx.prisma.annotationLayer.findUnique({ where: { id: layerId } });
    if (!layer) throw new NotFoundError(LAYER_NOT_FOUND);
    const formData = readFormData(c.req.query('form_data'));
    const timeRange = typeof formData.time_range === 'string' ? formData.time_range : 'No filter';
    let range: { since: string | null; until: string | null };
    try {
      range = getSinceUntil(timeRange, {
        now: naiveNow(c.get('services').now()),
        ...(anchor(formData.relative_start) ? { relativeStart: anchor(formData.relative_start) } : {}),
        ...(anchor(formData.relative_end) ? { relativeEnd: anchor(formData.relative_end) } : {}),
      });
    } catch (error) {
      if (error instanceof TimeRangeError) throw new BadRequestError(error.message);
      throw error;
    }
    const from = toMs(range.since);
    const to = toMs(range.until);
    const rows = (await annotationsInRange(ctx, layer.id, from, to)).filter((r) =>
      overlapsRange({ start_dttm: r.startDttm.getTime(), end_dttm: r.endDttm.getTime() }, from, to),
    );
    const records = rows.map((r) => ({
      created_on: pyIsoformat(r.createdOn),
      changed_on: pyIsoformat(r.changedOn),
      id: r.id,
      start_dttm: pyIsoformat(r.startDttm),
      end_dttm: pyIsoformat(r.endDttm),
      layer_id: r.layerId,
      short_descr: r.shortDescr,
      long_descr: r.longDescr,
      json_metadata: r.jsonMetadata,
      created_by_fk: r.createdById,
      changed_by_fk: r.changedById,
    }));
    return c.json({
      cache_key: null,
      cached_dttm: null,
      cache_timeout: 0,
      data: { records, columns: [...LEGACY_COLUMNS] },
      error: null,
      form_data: { ...formData, layer_id: layer.id },
      is_cached: false,
      query: '',
      status: 'success',
      stacktrace: null,
      rowcount: records.length,
    });
  });
}
