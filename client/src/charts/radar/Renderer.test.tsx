import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { transformProps as sankeyProps } from '../sankey_v2/transformProps.ts';
import { formData, queryResult } from '../testing.ts';
import { RADAR_INDEX, transformProps } from './transformProps.ts';

afterEach(cleanup);

const byRegion = queryResult(
  [
    ['region', 'STRING'],
    ['sum__revenue', 'NUMERIC'],
    ['count', 'NUMERIC'],
  ],
  [
    ['EMEA', 1000, 20],
    ['APAC', 500, 40],
  ],
);

const flows = queryResult(
  [
    ['channel', 'STRING'],
    ['region', 'STRING'],
    ['count', 'NUMERIC'],
  ],
  [
    ['Online', 'EMEA', 30],
    ['Retail', 'EMEA', 20],
    ['Online', 'APAC', 10],
    ['EMEA', 'Online', 5],
  ],
);

describe('radar and sankey', { timeout: 60_000 }, () => {
  it('radar transformProps: an edge per metric, each scaled to its own maximum', () => {
    const props = transformProps(
      byRegion,
      formData('radar', { groupby: ['region'], metrics: ['sum__revenue', 'count'] }),
    );
    expect(props.data).toEqual([
      { [RADAR_INDEX]: 'sum__revenue', EMEA: 1, APAC: 0.5 },
      { [RADAR_INDEX]: 'count', EMEA: 0.5, APAC: 1 },
    ]);
    expect(props.groups.map((g) => g.id)).toEqual(['EMEA', 'APAC']);
  });

  it('radar renders a shape per group and its legend', () => {
    const { container } = renderChart({ viz_type: 'radar', groupby: ['region'], metrics: ['sum__revenue', 'count'] }, [
      byRegion,
    ]);
    expect(container.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(2);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('APAC')).toBeTruthy();
  });

  it('sankey transformProps: links by weight, the one closing a loop left out', () => {
    const props = sankeyProps(flows, formData('sankey_v2', { source: 'channel', target: 'region', metric: 'count' }));
    expect(props.links).toEqual([
      { source: 'Online', target: 'EMEA', value: 30 },
      { source: 'Retail', target: 'EMEA', value: 20 },
      { source: 'Online', target: 'APAC', value: 10 },
    ]);
    expect(props.droppedLinks).toBe(1);
    expect(props.nodes.map((n) => n.id)).toEqual(['Online', 'EMEA', 'Retail', 'APAC']);
  });

  it('sankey renders nodes and links and says what it left out', () => {
    const { container, getByText } = renderChart(
      { viz_type: 'sankey_v2', source: 'channel', target: 'region', metric: 'count' },
      [flows],
    );
    // Four nodes (nivo may add a background rect).
    expect(container.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(4);
    expect(container.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(3);
    expect(getByText(/1 link\(s\) not drawn/)).toBeTruthy();
  });
});
