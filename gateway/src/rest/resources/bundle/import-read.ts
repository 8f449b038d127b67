import JSZip from 'jszip';
import { parse } from 'yaml';
import { BundleImportError, type FileErrors, NO_VALID_COMMAND } from './import-errors.ts';
import { BUNDLE_VERSION, METADATA_FILE } from './types.ts';
import { checkDeclaredSizes, DEFAULT_ZIP_LIMITS, inflateEntry, type ZipLimits } from './zip-limits.ts';

/** An entry name that is absolute (`/x`, `C:\x`), climbs out with `..` (either slash), or hides a NUL. */
export function leavesBundle(name: string): boolean {
  if (name.includes('\u0000') || /^([/\\]|[A-Za-z]:)/.test(name)) return true;
  return name.split(/[/\\]/).some((segment) => segment === '..');
}

/** The YAML texts of a bundle keyed by path without the root folder (Superset's get_contents_from_bundle). */
export async function readBundle(
  data: Uint8Array,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<Map<string, string>> {
  let zip: JSZip;
  try {
    // Only the central directory: entries are inflated below, one at a time and within the limits.
    zip = await JSZip.loadAsync(data, { checkCRC32: false });
  } catch (error) {
    throw new BundleImportError(`Not a valid ZIP file: ${(error as Error).message}`, {}, 400);
  }
  checkDeclaredSizes(zip, limits);
  const contents = new Map<string, string>();
  for (const entry of Object.values(zip.files)) {
    // JSZip quietly rewrites `a/../b` to `b`; the name as stored is what a zip-slip attack shows.
    const stored = (entry as { unsafeOriginalName?: string }).unsafeOriginalName ?? entry.name;
    if (leavesBundle(stored)) {
      throw new BundleImportError(
        `The ZIP file has an entry outside its folder (${JSON.stringify(stored)}): absolute paths and ".." are not allowed.`,
        {},
        400,
      );
    }
    if (entry.dir) continue;
    const name = entry.name.split('/').slice(1).join('/');
    const base = name.split('/').pop() ?? '';
    if (!name || base.startsWith('.') || base.startsWith('_') || !/\.ya?ml$/i.test(base)) continue;
    if (entry.name.startsWith('__MACOSX/')) continue;
    contents.set(name, await inflateEntry(entry));
  }
  return contents;
}

/** metadata.yaml must exist and say version 1.0.0, otherwise no importer takes the bundle. */
export function checkMetadata(contents: Map<string, string>, expectedType: string, errors: FileErrors): void {
  const text = contents.get(METADATA_FILE);
  if (text === undefined) throw new BundleImportError(NO_VALID_COMMAND);
  let metadata: unknown;
  try {
    metadata = parse(text);
  } catch {
    errors.set(METADATA_FILE, 'Not a valid YAML file');
    return;
  }
  const m = metadata as Record<string, unknown> | null;
  if (!m || typeof m !== 'object' || String(m.version) !== BUNDLE_VERSION)
    throw new BundleImportError(NO_VALID_COMMAND);
  if ('type' in m && m.type !== expectedType) {
    errors.set(METADATA_FILE, { type: [`Must be equal to ${expectedType}.`] });
  }
}

/** Parses every config under the given prefixes; YAML errors are reported per file. */
export function parseConfigs(
  contents: Map<string, string>,
  prefixes: readonly string[],
  errors: FileErrors,
): Map<string, Record<string, unknown>> {
  const configs = new Map<string, Record<string, unknown>>();
  for (const [path, text] of contents) {
    if (!prefixes.some((p) => path.startsWith(p))) continue;
    let value: unknown;
    try {
      value = parse(text);
    } catch {
      errors.set(path, 'Not a valid YAML file');
      continue;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      errors.set(path, { _schema: ['Invalid input type.'] });
      continue;
    }
    configs.set(path, value as Record<string, unknown>);
  }
  return configs;
}
