/** Superset's export URL: a ZIP of the resources and everything they depend on. */
export function exportUrl(resource: string, ids: readonly number[]): string {
  return `/api/v1/${resource}/export/?q=!(${ids.join(',')})`;
}

/** Downloads through the browser (the session cookie rides along); the server names the file. */
export function downloadExport(resource: string, ids: readonly number[]): void {
  const anchor = document.createElement('a');
  anchor.href = exportUrl(resource, ids);
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
