import { toastError, toaster } from '../../../../components/toaster.ts';
import { changedFilterScope } from '../../layout/dropRules.ts';
import { moveComponent } from '../../layout/layoutEdit.ts';
import { type Layout, MOVED_TO_OTHER_SCOPE } from '../../layout/layoutTypes.ts';

/**
 * Moves a component into another container (from the Move menu or a drop): the drop rules' refusal
 * as a message and nothing changed, or one undo step, with Superset's warning when charts changed tab.
 */
export function applyMove(layout: Layout, id: string, target: string, changeLayout: (next: Layout) => void): boolean {
  const result = moveComponent(layout, id, target);
  if (!result.ok) {
    toastError(result.message);
    return false;
  }
  changeLayout(result.layout);
  if (changedFilterScope(layout, result.layout, id)) {
    toaster.create({ type: 'warning', title: MOVED_TO_OTHER_SCOPE, closable: true });
  }
  return true;
}
