/**
 * Keeps only the requested columns of a serialised row. Dotted columns select inside nested
 * objects and lists (`owners.first_name` -> `owners: [{first_name}]`), as FAB renders them.
 */
export function projectRow(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const tree = columnTree(columns);
  return pick(row, tree) as Record<string, unknown>;
}

type Tree = Map<string, Tree | null>;

function columnTree(columns: readonly string[]): Tree {
  const root: Tree = new Map();
  for (const column of columns) {
    const parts = column.split('.');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        if (!node.has(part)) node.set(part, null);
        return;
      }
      let child = node.get(part);
      if (!child) {
        child = new Map();
        node.set(part, child);
      }
      node = child;
    });
  }
  return root;
}

function pick(value: unknown, tree: Tree): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, tree));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, child] of tree) {
    if (!(key in source)) continue;
    out[key] = child === null ? source[key] : pick(source[key], child);
  }
  return out;
}

/** FAB's default label: `changed_by.first_name` -> `Changed By First Name`. */
export function prettifyColumn(column: string): string {
  return column
    .split(/[._]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
