/** What of the explore screen the URL asks to hide (`standalone`, and the `uiConfig` bit field). */
export interface ExploreUi {
  /** Only the chart, filling the window, as Superset's standalone explore renders it. */
  readonly standalone: boolean;
  readonly hideTitle: boolean;
  readonly hideTab: boolean;
  readonly hideNav: boolean;
  readonly hideChartControls: boolean;
}

export const UI_CONFIG_FLAGS = { hideTitle: 1, hideTab: 2, hideNav: 4, hideChartControls: 8 } as const;

/**
 * `standalone` is on for any value but empty, 0 or false (Superset reads `1`, `true`, and the
 * dashboard's `2` and `3`); `uiConfig` is a non-negative integer of bit flags: 1 hide the title,
 * 2 hide the tabs (the data panes under the chart), 4 hide the app's navigation, 8 hide the chart's
 * controls (the dataset pane and control panel). Anything else in `uiConfig` is ignored.
 */
export function readExploreUi(params: URLSearchParams): ExploreUi {
  const standaloneParam = (params.get('standalone') ?? '').trim().toLowerCase();
  const standalone = standaloneParam !== '' && standaloneParam !== '0' && standaloneParam !== 'false';
  const raw = (params.get('uiConfig') ?? params.get('ui_config') ?? '').trim();
  const bits = /^\d{1,4}$/.test(raw) ? Number(raw) : 0;
  return {
    standalone,
    hideTitle: (bits & UI_CONFIG_FLAGS.hideTitle) !== 0,
    hideTab: (bits & UI_CONFIG_FLAGS.hideTab) !== 0,
    hideNav: standalone || (bits & UI_CONFIG_FLAGS.hideNav) !== 0,
    hideChartControls: (bits & UI_CONFIG_FLAGS.hideChartControls) !== 0,
  };
}
