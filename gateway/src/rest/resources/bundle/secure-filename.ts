/** werkzeug's secure_filename: ASCII only, whitespace runs -> "_", odd characters dropped. */
export function secureFilename(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^ -~\s]/g, '')
    .replace(/[/\\]/g, ' ');
  return ascii
    .split(/\s+/)
    .filter(Boolean)
    .join('_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[._]+|[._]+$/g, '');
}

/** Superset's get_filename: the secured name (plus `_<id>` unless skipped), or the id when empty. */
export function bundleFileName(name: string, id: number, skipId = false): string {
  const slug = secureFilename(name);
  if (!slug) return String(id);
  return skipId ? slug : `${slug}_${id}`;
}
