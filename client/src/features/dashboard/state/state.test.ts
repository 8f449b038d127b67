import { describe, expect, it } from 'vitest';
import { readActiveTabs, writeActiveTabs } from './activeTabsParam.ts';
import { renderMarkdown } from './markdown.ts';
import { refreshDelays } from './refreshStagger.ts';
import { certificationDefaults, dashboardPath, slugDefault, untitledDefault } from './saveDefaults.ts';

describe('refreshDelays', () => {
  it('spreads charts over the larger of the window and stagger_time', () => {
    expect(refreshDelays(3, 1000, 5000)).toEqual([0, 2500, 5000]);
    expect(refreshDelays(3, 20_000, 5000)).toEqual([0, 10_000, 20_000]);
  });

  it('starts every chart at once without staggering', () => {
    expect(refreshDelays(3, 1000, 5000, false)).toEqual([0, 0, 0]);
    expect(refreshDelays(1, 1000)).toEqual([0]);
  });
});

describe('active tabs in the URL', () => {
  it('round-trips and ignores what is not a tab id', () => {
    const search = writeActiveTabs(new URLSearchParams('standalone=1'), ['TAB-a1', 'TAB-b_2']);
    expect(search.toString()).toBe('standalone=1&activeTabs=TAB-a1%2CTAB-b_2');
    expect(readActiveTabs(new URLSearchParams('activeTabs=TAB-a1,<script>,TAB-x'))).toEqual(['TAB-a1', 'TAB-x']);
  });
});

describe('renderMarkdown', () => {
  it('renders markdown and strips what could run code', () => {
    const html = renderMarkdown(
      '# Title\n\n<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a><script>alert(1)</script>',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).not.toMatch(/onerror|javascript:|<script/);
  });
});

describe('save defaults', () => {
  it('names an untitled dashboard, drops an empty slug and orphan certification details', () => {
    expect(untitledDefault('  ')).toBe('[ untitled dashboard ]');
    expect(slugDefault(' ')).toBeNull();
    expect(certificationDefaults('', 'why')).toEqual({ certifiedBy: '', certificationDetails: '' });
    expect(certificationDefaults('Ann', 'why')).toEqual({ certifiedBy: 'Ann', certificationDetails: 'why' });
  });

  it('opens a dashboard at its slug, else its id', () => {
    expect(dashboardPath({ slug: 'sales', dashboardId: 3 })).toBe('/superset/dashboard/sales/');
    expect(dashboardPath({ slug: null, dashboardId: 3 })).toBe('/superset/dashboard/3/');
  });
});
