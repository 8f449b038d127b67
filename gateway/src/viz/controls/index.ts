/**
 * The explore screen's shared control catalogue (Superset's sharedControls): control name ->
 * ControlConfig. Viz panels name these controls; `resolveControl` gives a panel item its config with
 * the viz's overrides applied. Pure data, safe to bundle into the browser.
 */
import { type ControlConfig, type ControlPanelConfig, type ControlSetItem, controlNames } from '../control-panel.ts';
import { getVizPlugin, isVizType } from '../registry.ts';
import { analyticsControls } from './analytics-controls.ts';
import { customizeControls } from './customize-controls.ts';
import { DEFAULT_CONTROL_PANELS, TIME_SECTION } from './default-panels.ts';
import { queryControls } from './query-controls.ts';

export * from './choices.ts';
export { DEFAULT_CONTROL_PANELS, TIME_SECTION } from './default-panels.ts';

export const sharedControls: Readonly<Record<string, ControlConfig>> = {
  ...queryControls,
  ...customizeControls,
  ...analyticsControls,
};

export function getSharedControl(name: string): ControlConfig | undefined {
  return Object.hasOwn(sharedControls, name) ? sharedControls[name] : undefined;
}

export interface ResolvedControl {
  name: string;
  config: ControlConfig;
}

/**
 * A panel item as the screen draws it: a catalogue name looked up (an unknown name resolves to a
 * control of unknown type, which the screen warns about and skips), an in-place control as written,
 * both with the panel's overrides on top.
 */
export function resolveControl(item: Exclude<ControlSetItem, null>, panel: ControlPanelConfig): ResolvedControl {
  const name = typeof item === 'string' ? item : item.name;
  const base: ControlConfig =
    typeof item === 'string' ? (getSharedControl(item) ?? { type: `unknown control "${item}"` }) : item.config;
  const override = panel.controlOverrides?.[name];
  return { name, config: override ? { ...base, ...override } : base };
}

/**
 * The panel the explore screen shows for a viz type: the plugin's own, else the default of its
 * category (a table panel for unknown types), with a Time section after the Query section when it places no time range itself.
 */
export function explorePanelFor(vizType: string): ControlPanelConfig {
  const plugin = isVizType(vizType) ? getVizPlugin(vizType) : undefined;
  const own = (plugin as { controlPanel?: ControlPanelConfig } | undefined)?.controlPanel;
  const panel = own ?? DEFAULT_CONTROL_PANELS[plugin?.category ?? 'Table'];
  if (controlNames(panel).includes('time_range')) return panel;
  const [first, ...rest] = panel.controlPanelSections;
  return { ...panel, controlPanelSections: first ? [first, TIME_SECTION, ...rest] : [TIME_SECTION] };
}

/** Every control of a panel with its resolved config, in panel order. */
export function panelControls(panel: ControlPanelConfig): ResolvedControl[] {
  return panel.controlPanelSections.flatMap((section) =>
    section.controlSetRows.flatMap((row) =>
      row.flatMap((item) => (item === null ? [] : [resolveControl(item, panel)])),
    ),
  );
}

/** The default form data of a panel: each control's default, for keys the form does not have yet. */
export function panelDefaults(panel: ControlPanelConfig): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const { name, config } of panelControls(panel)) {
    if (config.default !== undefined && !name.startsWith('__')) defaults[name] = config.default;
  }
  return defaults;
}
