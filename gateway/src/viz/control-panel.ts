/**
 * A visualization's control panel as data: sections of rows of controls, as Superset's
 * `controlPanelSections`. Each viz plugin exports one `ControlPanelConfig`; the explore screen's
 * control registry renders it (a control type it does not know warns and renders nothing).
 * Types only, plus pure helpers, so the module is safe to bundle into the browser.
 */

/** The control types of the explore screen, by Superset's names. */
export const CONTROL_TYPES = [
  'ColumnSelectControl',
  'MetricsControl',
  'AdhocFilterControl',
  'DateFilterControl',
  'TextControl',
  'TextAreaControl',
  'CheckboxControl',
  'SliderControl',
  'SelectControl',
  'ColorSchemeControl',
  'ColorPickerControl',
  'SpatialControl',
  'ViewportControl',
  'BoundsControl',
  'AnnotationLayerControl',
  'ConditionalFormattingControl',
  'TimeSeriesColumnControl',
  'VizTypeControl',
  'DatasourceControl',
  'CollectionControl',
  'HiddenControl',
  'DndColumnSelect',
  'DndMetricSelect',
  'DndFilterSelect',
] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

export type ControlValidator = 'required' | 'numeric' | 'integer';

/** Form data as the control panel sees it: any saved keys. */
export type ControlFormData = Readonly<Record<string, unknown>>;

export interface ControlConfig {
  /** A known type, or any string read from a saved config (unknown ones warn and render nothing). */
  type: ControlType | (string & {});
  label?: string;
  description?: string;
  default?: unknown;
  /** Changing the control redraws without a new query (the bolt icon). */
  renderTrigger?: boolean;
  validators?: readonly ControlValidator[];
  /** SelectControl: [value, label] pairs. */
  choices?: readonly (readonly [string | number, string])[];
  multi?: boolean;
  freeForm?: boolean;
  clearable?: boolean;
  /** TextControl: parse the text as a number. */
  isInt?: boolean;
  isFloat?: boolean;
  /** SliderControl. */
  min?: number;
  max?: number;
  step?: number;
  /** Shown only when this returns true for the current form data. */
  visibility?: (formData: ControlFormData) => boolean;
  /** When the control becomes invisible its value resets to the default, unless this is false. */
  resetOnHide?: boolean;
  /** Kept in form data but never drawn. */
  hidden?: boolean;
  warning?: string;
  danger?: string;
}

/** A control from the shared catalogue (`'metrics'`), or one defined in place with its own name. */
export type ControlSetItem = string | { name: string; config: ControlConfig } | null;
export type ControlSetRow = readonly ControlSetItem[];

export interface ControlPanelSection {
  label: string;
  description?: string;
  expanded?: boolean;
  /** Advanced analytics, Annotations and the like are tabs of the same panel in Superset. */
  tab?: 'data' | 'customize';
  controlSetRows: readonly ControlSetRow[];
}

export interface ControlPanelConfig {
  controlPanelSections: readonly ControlPanelSection[];
  /** Per-control changes to catalogue controls for this viz (label, default, validators...). */
  controlOverrides?: Readonly<Record<string, Partial<ControlConfig>>>;
}

/** The names of every control a panel mentions, in order. */
export function controlNames(panel: ControlPanelConfig): string[] {
  const names: string[] = [];
  for (const section of panel.controlPanelSections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        if (item === null) continue;
        names.push(typeof item === 'string' ? item : item.name);
      }
    }
  }
  return names;
}
