import type { CategoryRow } from './categoryRows.ts';

export interface HierarchyNode {
  /** The path from the root, joined: unique across the tree. */
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly value?: number;
  readonly children?: readonly HierarchyNode[];
}

interface Mutable {
  id: string;
  name: string;
  color: string;
  value: number;
  children: Map<string, Mutable>;
}

/**
 * Grouped rows (one per leaf path) as a tree: the first dimension is the outer level. Rows without
 * a positive value have no area and are left out; each top-level branch takes its colour, and its
 * descendants inherit it.
 */
export function buildHierarchy(
  rows: readonly CategoryRow[],
  rootName: string,
  colorOf: (label: string) => string,
): HierarchyNode {
  const root: Mutable = { id: rootName, name: rootName, color: '#888888', value: 0, children: new Map() };
  for (const row of rows) {
    if (row.value === null || row.value <= 0 || row.path.length === 0) continue;
    let node = root;
    row.path.forEach((name, depth) => {
      let child = node.children.get(name);
      if (!child) {
        const top = depth === 0 ? colorOf(name) : node.color;
        child = {
          id: `${node === root ? '' : `${node.id} / `}${name}`,
          name,
          color: top,
          value: 0,
          children: new Map(),
        };
        node.children.set(name, child);
      }
      child.value += row.value as number;
      node = child;
    });
    root.value += row.value;
  }
  const freeze = (node: Mutable): HierarchyNode =>
    node.children.size === 0
      ? { id: node.id, name: node.name, color: node.color, value: node.value }
      : { id: node.id, name: node.name, color: node.color, children: [...node.children.values()].map(freeze) };
  return freeze(root);
}

/** Total of a node: its value, or its children's. */
export function nodeTotal(node: HierarchyNode): number {
  return node.value ?? (node.children ?? []).reduce((sum, child) => sum + nodeTotal(child), 0);
}
