import type { Layout } from './layoutTypes.ts';

/** Superset keeps this many undo steps. */
export const UNDO_LIMIT = 50;

export interface LayoutHistory {
  readonly past: readonly Layout[];
  readonly present: Layout;
  readonly future: readonly Layout[];
  /** Set once a step fell off the start of the history. */
  readonly maxUndoHistoryExceeded: boolean;
  readonly hasUnsavedChanges: boolean;
}

export function startHistory(layout: Layout): LayoutHistory {
  return { past: [], present: layout, future: [], maxUndoHistoryExceeded: false, hasUnsavedChanges: false };
}

/** A new present; the oldest step is dropped past the limit; redo is gone. */
export function pushLayout(history: LayoutHistory, layout: Layout, limit = UNDO_LIMIT): LayoutHistory {
  if (layout === history.present) return history;
  const past = [...history.past, history.present];
  const exceeded = past.length > limit;
  return {
    past: exceeded ? past.slice(past.length - limit) : past,
    present: layout,
    future: [],
    maxUndoHistoryExceeded: history.maxUndoHistoryExceeded || exceeded,
    hasUnsavedChanges: true,
  };
}

export const canUndo = (history: LayoutHistory) => history.past.length > 0;
export const canRedo = (history: LayoutHistory) => history.future.length > 0;

/** One step back; undoing to the start of the history clears the unsaved flag. */
export function undo(history: LayoutHistory): LayoutHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  const past = history.past.slice(0, -1);
  return {
    ...history,
    past,
    present: previous,
    future: [history.present, ...history.future],
    hasUnsavedChanges: past.length > 0 || history.maxUndoHistoryExceeded,
  };
}

export function redo(history: LayoutHistory): LayoutHistory {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { ...history, past: [...history.past, history.present], present: next, future, hasUnsavedChanges: true };
}

/** Saving clears the history (the saved layout is the new start). */
export const savedHistory = (layout: Layout): LayoutHistory => startHistory(layout);

export function undoLimitMessage(limit = UNDO_LIMIT): string {
  return `You have used all ${limit} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;
}
