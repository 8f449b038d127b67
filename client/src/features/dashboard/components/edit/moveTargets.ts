import { acceptsChild } from '../../layout/dropRules.ts';
import { ancestorsOf, componentIds, componentOf, subtreeIds } from '../../layout/layoutRead.ts';
import type { Layout } from '../../layout/layoutTypes.ts';

export interface MoveTarget {
  readonly id: string;
  readonly label: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A container's name for a person: where it is, by its tab and its place. */
export function containerLabel(layout: Layout, id: string): string {
  const component = componentOf(layout, id);
  if (!component) return id;
  const tab = [...ancestorsOf(layout, id), component].reverse().find((c) => c.type === 'TAB');
  const where = tab ? ` in tab “${text(tab.meta.text) ?? text(tab.meta.defaultText) ?? 'Tab title'}”` : '';
  switch (component.type) {
    case 'GRID':
      return 'Dashboard (new row at the end)';
    case 'ROOT':
      return 'Top of the dashboard';
    case 'TAB':
      return `Tab “${text(component.meta.text) ?? text(component.meta.defaultText) ?? 'Tab title'}” (new row at the end)`;
    case 'ROW': {
      const rows = componentIds(layout).filter((key) => componentOf(layout, key)?.type === 'ROW');
      return `Row ${rows.indexOf(id) + 1}${where}`;
    }
    case 'COLUMN':
      return `Column${where}`;
    case 'TABS':
      return `Tabs${where}`;
    default:
      return component.type.toLowerCase();
  }
}

/** Containers a component's kind may go into, except itself and what is under it (the drop rules decide the rest). */
export function moveTargets(layout: Layout, id: string): MoveTarget[] {
  const component = componentOf(layout, id);
  if (!component) return [];
  const own = new Set(subtreeIds(layout, id));
  const parent = ancestorsOf(layout, id).at(-1)?.id;
  return componentIds(layout)
    .filter((key) => !own.has(key) && key !== parent)
    .filter((key) => {
      const target = componentOf(layout, key);
      return !!target && target.type !== 'ROOT' && acceptsChild(target.type, component.type);
    })
    .map((key) => ({ id: key, label: containerLabel(layout, key) }));
}
