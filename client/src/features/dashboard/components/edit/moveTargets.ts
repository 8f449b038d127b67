import { acceptsChild, dropRefusal } from '../../layout/dropRules.ts';
import { ancestorsOf, componentIds, componentOf, parentOf, subtreeIds, widthOf } from '../../layout/layoutRead.ts';
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

/**
 * What a container does with a component dragged over it: `pass` when its kind may not go in there
 * (an outer container may take it), else `here`, with the drop rules' refusal message or null, and
 * `same` when it is already the component's container (nothing to do).
 */
export type DropDecision =
  | { readonly kind: 'pass' }
  | { readonly kind: 'here'; readonly same: boolean; readonly refusal: string | null };

export function dropDecision(layout: Layout, draggedId: string, containerId: string): DropDecision {
  const dragged = componentOf(layout, draggedId);
  const target = componentOf(layout, containerId);
  if (!dragged || !target || draggedId === containerId || target.type === 'ROOT') return { kind: 'pass' };
  if (!acceptsChild(target.type, dragged.type)) return { kind: 'pass' };
  if (parentOf(layout, draggedId)?.id === containerId) return { kind: 'here', same: true, refusal: null };
  return {
    kind: 'here',
    same: false,
    refusal: dropRefusal(layout, dragged.type, widthOf(layout, draggedId), containerId, draggedId),
  };
}
