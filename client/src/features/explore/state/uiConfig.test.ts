import { describe, expect, it } from 'vitest';
import { readExploreUi } from './uiConfig.ts';

const ui = (query: string) => readExploreUi(new URLSearchParams(query));

describe('readExploreUi', () => {
  it('shows everything without parameters', () => {
    expect(ui('slice_id=3')).toEqual({
      standalone: false,
      hideTitle: false,
      hideTab: false,
      hideNav: false,
      hideChartControls: false,
    });
  });

  it('reads each uiConfig bit: 1 title, 2 tab, 4 nav, 8 chart controls', () => {
    expect(ui('uiConfig=1')).toMatchObject({
      hideTitle: true,
      hideTab: false,
      hideNav: false,
      hideChartControls: false,
    });
    expect(ui('uiConfig=2')).toMatchObject({
      hideTitle: false,
      hideTab: true,
      hideNav: false,
      hideChartControls: false,
    });
    expect(ui('uiConfig=4')).toMatchObject({
      hideTitle: false,
      hideTab: false,
      hideNav: true,
      hideChartControls: false,
    });
    expect(ui('uiConfig=8')).toMatchObject({
      hideTitle: false,
      hideTab: false,
      hideNav: false,
      hideChartControls: true,
    });
    expect(ui('uiConfig=13')).toMatchObject({
      hideTitle: true,
      hideTab: false,
      hideNav: true,
      hideChartControls: true,
    });
  });

  it('ignores a uiConfig that is not a non-negative integer', () => {
    for (const bad of ['-1', 'abc', '1.5', '0x8', '']) {
      expect(ui(`uiConfig=${bad}`)).toMatchObject({ hideTitle: false, hideTab: false, hideNav: false });
    }
  });

  it('standalone hides the navigation; 0 and false do not count', () => {
    expect(ui('standalone=1')).toMatchObject({ standalone: true, hideNav: true });
    expect(ui('standalone=true')).toMatchObject({ standalone: true });
    expect(ui('standalone=0')).toMatchObject({ standalone: false, hideNav: false });
    expect(ui('standalone=false')).toMatchObject({ standalone: false });
  });
});
