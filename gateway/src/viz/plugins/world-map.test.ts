import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { vizRegistry } from '../registry.ts';
import { buildWorldMapQuery } from './world-map.ts';

describe('buildWorldMapQuery', () => {
  it('asks for the metric and the bubble metric per country, largest first', () => {
    const ctx = buildWorldMapQuery({
      datasource: '2__table',
      viz_type: 'world_map',
      entity: 'country',
      country_fieldtype: 'name',
      metric: 'sum__revenue',
      secondary_metric: 'count',
      row_limit: 50,
      show_bubbles: true,
    });
    const [q] = ctx.queries;
    expect(q?.columns).toEqual(['country']);
    expect(q?.metrics).toEqual(['sum__revenue', 'count']);
    expect(q?.orderby).toEqual([['sum__revenue', false]]);
    expect(q?.row_limit).toBe(50);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('is registered with its panel under the Map category', () => {
    const plugin = vizRegistry.world_map;
    expect(plugin.category).toBe('Map');
    const names = plugin.controlPanel.controlPanelSections.flatMap((s) =>
      s.controlSetRows.flat().map((c) => (typeof c === 'string' ? c : c && 'name' in c ? c.name : '')),
    );
    for (const key of [
      'entity',
      'country_fieldtype',
      'metric',
      'secondary_metric',
      'show_bubbles',
      'max_bubble_size',
      'color_picker',
      'linear_color_scheme',
    ]) {
      expect(names).toContain(key);
    }
  });
});
