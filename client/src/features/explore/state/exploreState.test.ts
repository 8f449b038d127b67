import { type ControlPanelConfig, explorePanelFor } from '@chartroom/viz';
import { describe, expect, it } from 'vitest';
import {
  drawnFormData,
  type ExploreFormData,
  exploreReducer,
  initialExploreState,
  isStale,
  validationErrors,
} from './exploreState.ts';

const panel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      controlSetRows: [
        ['metrics'],
        ['row_limit'],
        [{ name: 'donut', config: { type: 'CheckboxControl', label: 'Donut', default: false, renderTrigger: true } }],
        [
          {
            name: 'innerRadius',
            config: {
              type: 'SliderControl',
              label: 'Inner radius',
              default: 30,
              renderTrigger: true,
              visibility: (fd) => fd.donut === true,
            },
          },
        ],
        [
          {
            name: 'kept',
            config: {
              type: 'TextControl',
              label: 'Kept',
              default: 'x',
              resetOnHide: false,
              visibility: (fd) => fd.donut === true,
            },
          },
        ],
      ],
    },
  ],
};
const start: ExploreFormData = { datasource: '1__table', viz_type: 'pie' };

describe('explore state', () => {
  it('fills defaults under the given form, and is stale until run', () => {
    const state = initialExploreState({ ...start, row_limit: 50 }, panel, false);
    expect(state.formData).toMatchObject({ metrics: [], row_limit: 50, donut: false, innerRadius: 30 });
    expect(isStale(state, panel)).toBe(true);
    expect(isStale(exploreReducer(state, { type: 'run' }), panel)).toBe(false);
  });

  it('marks the chart stale on a query change, not on a redraw-only one, and draws redraw-only changes at once', () => {
    const run = initialExploreState(start, panel, true);
    const redraw = exploreReducer(run, { type: 'setControl', name: 'donut', value: true, panel });
    expect(isStale(redraw, panel)).toBe(false);
    expect(drawnFormData(redraw, panel)?.donut).toBe(true);
    const query = exploreReducer(redraw, { type: 'setControl', name: 'row_limit', value: 10, panel });
    expect(isStale(query, panel)).toBe(true);
    expect(drawnFormData(query, panel)?.row_limit).toBe(10000);
  });

  it('resets a control that turns invisible to its default unless resetOnHide is false', () => {
    let state = initialExploreState({ ...start, donut: true }, panel, false);
    state = exploreReducer(state, { type: 'setControl', name: 'innerRadius', value: 50, panel });
    state = exploreReducer(state, { type: 'setControl', name: 'kept', value: 'y', panel });
    state = exploreReducer(state, { type: 'setControl', name: 'donut', value: false, panel });
    expect(state.formData.innerRadius).toBe(30);
    expect(state.formData.kept).toBe('y');
  });

  it('undoes the last change only', () => {
    let state = initialExploreState(start, panel, false);
    state = exploreReducer(state, { type: 'setControl', name: 'row_limit', value: 10, panel });
    state = exploreReducer(state, { type: 'setControl', name: 'row_limit', value: 100, panel });
    state = exploreReducer(state, { type: 'undo' });
    expect(state.formData.row_limit).toBe(10);
    expect(exploreReducer(state, { type: 'undo' }).formData.row_limit).toBe(10);
  });

  it('validates visible controls: required metrics, integer row limit', () => {
    const state = initialExploreState({ ...start, row_limit: '12.5' } as unknown as ExploreFormData, panel, false);
    expect(validationErrors(state.formData, panel)).toEqual({
      metrics: ['cannot be empty'],
      row_limit: ['is expected to be an integer'],
    });
    expect(validationErrors({ ...state.formData, metrics: ['count'], row_limit: 5 }, panel)).toEqual({});
  });

  it("fills the new chart type's control defaults when the type changes, keeping the shared values", () => {
    const table = explorePanelFor('table');
    let state = initialExploreState({ viz_type: 'table', datasource: '1__table', row_limit: 50 }, table, false);
    expect(state.formData.time_grain_sqla).toBeUndefined();
    state = exploreReducer(state, {
      type: 'setControl',
      name: 'viz_type',
      value: 'echarts_timeseries_bar',
      panel: table,
    });
    expect(state.formData.viz_type).toBe('echarts_timeseries_bar');
    expect(state.formData.time_grain_sqla).toBe('P1D');
    expect(state.formData.row_limit).toBe(50);
    expect(exploreReducer(state, { type: 'undo' }).formData.viz_type).toBe('table');
  });
});
