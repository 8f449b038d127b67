/** Why a tag name is refused (as the server checks it), or null when it may be used. */
export function tagNameProblem(name: string): string | null {
  if (name.length === 0) return 'Tag name must not be empty.';
  if (name.length > 250) return 'Tag name must be at most 250 characters.';
  if (name.includes(',')) return 'Tag name must not contain a comma.';
  if (/^(owner|type|favorited_by):/i.test(name)) return 'Tag name must not start with owner:, type: or favorited_by:.';
  return null;
}

/** Adds the names typed into the tag input (comma-separated) to a list, skipping duplicates. */
export function addTagNames(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const raw of typed.split(',')) {
    const name = raw.trim();
    if (name && !next.includes(name)) next.push(name);
  }
  return next;
}

/** Whether two tag lists hold the same names, in any order. */
export function sameTagNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}
