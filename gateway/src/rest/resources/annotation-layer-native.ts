import type { NativeAnnotation, NativeAnnotationLoader } from '../../engine/annotations-native.ts';
import type { RequestUser } from '../context.ts';
import { assertCan } from '../permissions.ts';
import type { MetadataStore } from '../prisma.ts';
import { ANNOTATION_VIEW } from './annotation-layer-resource.ts';

/** At most this many annotations of one layer reach one chart (a bound on the work one request can ask). */
export const MAX_ANNOTATIONS_PER_LAYER = 10_000;

function rangeWhere(layerId: number, from: number | null, to: number | null) {
  return {
    layerId,
    ...(from !== null ? { endDttm: { gte: new Date(from) } } : {}),
    ...(to !== null ? { startDttm: { lt: new Date(to) } } : {}),
  };
}

/** The store's rows of one layer that overlap [from, to) (epoch ms, open when null), oldest first. */
export async function annotationsInRange(
  store: Pick<MetadataStore, 'prisma'>,
  layerId: number,
  from: number | null,
  to: number | null,
) {
  return store.prisma.annotation.findMany({
    where: rangeWhere(layerId, from, to),
    orderBy: [{ startDttm: 'asc' }, { id: 'asc' }],
    take: MAX_ANNOTATIONS_PER_LAYER,
  });
}

/**
 * The engine's reader of NATIVE annotation layers, for one user: reading annotations needs
 * `can_read` on Annotation (Admin, Alpha and Gamma have it); an unknown layer answers null.
 */
export function nativeAnnotationLoader(
  store: Pick<MetadataStore, 'prisma'>,
  user: RequestUser,
): NativeAnnotationLoader {
  return async ({ layerId, from, to }) => {
    assertCan(user, 'can_read', ANNOTATION_VIEW);
    // Only the columns the chart gets; both reads at once (a chart request waits for them).
    const [layer, rows] = await Promise.all([
      store.prisma.annotationLayer.findUnique({ where: { id: layerId }, select: { id: true } }),
      store.prisma.annotation.findMany({
        where: rangeWhere(layerId, from, to),
        orderBy: [{ startDttm: 'asc' }, { id: 'asc' }],
        take: MAX_ANNOTATIONS_PER_LAYER,
        select: { startDttm: true, endDttm: true, shortDescr: true, longDescr: true, jsonMetadata: true },
      }),
    ]);
    if (!layer) return null;
    return rows.map(
      (r): NativeAnnotation => ({
        start_dttm: r.startDttm.getTime(),
        end_dttm: r.endDttm.getTime(),
        short_descr: r.shortDescr,
        long_descr: r.longDescr,
        json_metadata: r.jsonMetadata,
      }),
    );
  };
}
