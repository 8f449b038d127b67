import type { BaseFormData, ControlPanelConfig } from '@chartroom/viz';
import { explorePanelFor, panelControls, panelDefaults } from '@chartroom/viz';
import { validateControl } from './validators.ts';

/** The form being explored: the keys every chart has, plus whatever its panel's controls write. */
export type ExploreFormData = BaseFormData & Readonly<Record<string, unknown>>;

export interface ExploreState {
  readonly formData: ExploreFormData;
  /** The form before the last change, for undo (one step, as the header's undo offers). */
  readonly previous: ExploreFormData | null;
  /** The form the chart on screen was queried with; null before the first run. */
  readonly lastRun: ExploreFormData | null;
  /** Bumped on each run, so the chart area re-queries even when nothing changed. */
  readonly runId: number;
}

export type ExploreAction =
  | { type: 'setControl'; name: string; value: unknown; panel: ControlPanelConfig }
  | { type: 'replace'; formData: ExploreFormData; panel: ControlPanelConfig }
  | { type: 'undo' }
  | { type: 'run' };

function withoutUndefined(formData: ExploreFormData): ExploreFormData {
  return Object.fromEntries(Object.entries(formData).filter(([, v]) => v !== undefined)) as ExploreFormData;
}

/**
 * Controls that turned invisible go back to their default (unless the control says
 * `resetOnHide: false`), so a hidden value never changes the query behind the user's back.
 */
export function resetHiddenControls(formData: ExploreFormData, panel: ControlPanelConfig): ExploreFormData {
  let next = formData;
  for (const { name, config } of panelControls(panel)) {
    if (!config.visibility || config.resetOnHide === false || config.visibility(next)) continue;
    const fallback = config.default ?? undefined;
    if (JSON.stringify(next[name]) !== JSON.stringify(fallback))
      next = { ...next, [name]: fallback } as ExploreFormData;
  }
  return withoutUndefined(next);
}

/** The form a new explore session starts from: the panel's defaults under what the URL or saved chart gave. */
export function initialExploreState(
  formData: ExploreFormData,
  panel: ControlPanelConfig,
  runNow: boolean,
): ExploreState {
  const filled = resetHiddenControls({ ...panelDefaults(panel), ...formData } as ExploreFormData, panel);
  return { formData: filled, previous: null, lastRun: runNow ? filled : null, runId: runNow ? 1 : 0 };
}

export function exploreReducer(state: ExploreState, action: ExploreAction): ExploreState {
  switch (action.type) {
    case 'setControl': {
      const changed = { ...state.formData, [action.name]: action.value } as ExploreFormData;
      // A new chart type brings its own controls: their defaults fill what the form does not hold yet.
      if (action.name === 'viz_type' && typeof action.value === 'string') {
        const next = explorePanelFor(action.value);
        const filled = resetHiddenControls({ ...panelDefaults(next), ...changed } as ExploreFormData, next);
        return { ...state, previous: state.formData, formData: filled };
      }
      return { ...state, previous: state.formData, formData: resetHiddenControls(changed, action.panel) };
    }
    case 'replace': {
      const filled = resetHiddenControls(
        { ...panelDefaults(action.panel), ...action.formData } as ExploreFormData,
        action.panel,
      );
      return { ...state, previous: state.formData, formData: filled };
    }
    case 'undo':
      return state.previous ? { ...state, formData: state.previous, previous: null } : state;
    case 'run':
      return { ...state, lastRun: state.formData, runId: state.runId + 1 };
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Controls whose change needs a new query: every control but those that only redraw (the bolt). */
function queryKeys(panel: ControlPanelConfig, formData: ExploreFormData, lastRun: ExploreFormData): string[] {
  const redrawOnly = new Set(
    panelControls(panel)
      .filter((c) => c.config.renderTrigger)
      .map((c) => c.name),
  );
  const keys = new Set([...Object.keys(formData), ...Object.keys(lastRun)]);
  return [...keys].filter((key) => !redrawOnly.has(key));
}

/** True until the form is run after a change that affects the query (the chart is then marked stale). */
export function isStale(state: ExploreState, panel: ControlPanelConfig): boolean {
  const { lastRun, formData } = state;
  if (!lastRun) return true;
  return queryKeys(panel, formData, lastRun).some((key) => !sameValue(formData[key], lastRun[key]));
}

/**
 * The form data the chart is drawn with: the query of the last run, with the redraw-only controls
 * as they are now (they take effect instantly).
 */
export function drawnFormData(state: ExploreState, panel: ControlPanelConfig): ExploreFormData | null {
  if (!state.lastRun) return null;
  const live = Object.fromEntries(
    panelControls(panel)
      .filter((c) => c.config.renderTrigger)
      .map((c) => [c.name, state.formData[c.name]]),
  );
  return withoutUndefined({ ...state.lastRun, ...live } as ExploreFormData);
}

/** Each visible control's validation messages, labelled ('Metrics: cannot be empty'). */
export function validationErrors(formData: ExploreFormData, panel: ControlPanelConfig): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { name, config } of panelControls(panel)) {
    if (config.hidden || (config.visibility && !config.visibility(formData))) continue;
    const messages = validateControl(config, formData[name]);
    if (messages.length) errors[name] = messages;
  }
  return errors;
}
