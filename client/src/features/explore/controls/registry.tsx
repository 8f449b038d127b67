import type { ComponentType } from 'react';
import { AnnotationLayerControl } from './AnnotationLayerControl.tsx';
import { ConditionalFormattingControl } from './ConditionalFormattingControl.tsx';
import { DateFilterControl } from './DateFilterControl.tsx';
import { DndColumnSelect } from './DndColumnSelect.tsx';
import { DndFilterSelect } from './DndFilterSelect.tsx';
import { DndMetricSelect } from './DndMetricSelect.tsx';
import {
  BoundsControl,
  CheckboxControl,
  HiddenControl,
  SelectControl,
  SliderControl,
  TextAreaControl,
  TextControl,
} from './SimpleControls.tsx';
import type { ControlProps } from './types.ts';
import { VizTypeControl } from './VizTypeControl.tsx';

/**
 * Control type -> component. The panel draws a control only through this map; a type missing here
 * is warned about and drawn as nothing, so a newer saved panel never breaks the screen.
 */
export const controlRegistry: Readonly<Record<string, ComponentType<ControlProps>>> = {
  CheckboxControl,
  TextControl,
  TextAreaControl,
  SelectControl,
  ColorSchemeControl: SelectControl,
  SliderControl,
  BoundsControl,
  HiddenControl,
  DateFilterControl,
  VizTypeControl,
  DndColumnSelect,
  ColumnSelectControl: DndColumnSelect,
  DndMetricSelect,
  MetricsControl: DndMetricSelect,
  DndFilterSelect,
  AdhocFilterControl: DndFilterSelect,
  AnnotationLayerControl,
  ConditionalFormattingControl,
};

/** Controls whose checkbox carries its own label: the header would repeat it. */
export const SELF_LABELLED: ReadonlySet<string> = new Set(['CheckboxControl']);

const warned = new Set<string>();

export function controlComponent(type: string): ComponentType<ControlProps> | null {
  const component = Object.hasOwn(controlRegistry, type) ? controlRegistry[type] : undefined;
  if (component) return component;
  if (!warned.has(type)) {
    warned.add(type);
    console.warn(`Unknown control type: ${type}`);
  }
  return null;
}
