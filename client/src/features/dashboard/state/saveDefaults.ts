/** Superset's title for a dashboard saved without one. */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

export const untitledDefault = (title: string) => (title.trim() === '' ? UNTITLED_DASHBOARD : title.trim());

/** A slug of spaces only is no slug. */
export const slugDefault = (slug: string): string | null => (slug.trim() === '' ? null : slug.trim());

/**
 * Certification details only travel with a certifier: without `certified_by` they are cleared, as
 * Superset's save does.
 */
export function certificationDefaults(certifiedBy: string, details: string) {
  const by = certifiedBy.trim();
  return { certifiedBy: by, certificationDetails: by ? details : '' };
}

/** Where a dashboard lives: `/superset/dashboard/{slug or id}/`. */
export const dashboardPath = (d: { readonly slug?: string | null; readonly dashboardId: number }) =>
  `/superset/dashboard/${encodeURIComponent(d.slug || String(d.dashboardId))}/`;
