import { describe, expect, it } from 'vitest';
import { formData, queryResult } from '../testing.ts';
import { countryId } from './countries.ts';
import { transformProps } from './transformProps.ts';

const result = queryResult(
  [
    ['country', 'STRING'],
    ['sum__revenue', 'NUMERIC'],
    ['count', 'NUMERIC'],
  ],
  [
    ['United States', 900, 400],
    ['France', 500, 100],
    ['Japan', 100, 25],
    ['Atlantis', 50, 5],
  ],
);

describe('world_map countries', () => {
  it("reads Superset's country field types into the map's ISO numeric ids", () => {
    expect(countryId('France', 'name')).toBe('250');
    expect(countryId('United States', 'name')).toBe('840');
    expect(countryId('South Korea', 'name')).toBe('410');
    expect(countryId('fr', 'cca2')).toBe('250');
    expect(countryId('JPN', 'cca3')).toBe('392');
    expect(countryId('GER', 'cioc')).toBeUndefined();
    expect(countryId('DEU', 'cioc')).toBe('276');
    expect(countryId('Atlantis', 'name')).toBeUndefined();
    expect(countryId(null, 'name')).toBeUndefined();
  });
});

describe('world_map transformProps', () => {
  it('shades countries along the sequential scheme and sizes bubbles by the secondary metric', () => {
    const props = transformProps(
      result,
      formData('world_map', {
        entity: 'country',
        country_fieldtype: 'name',
        metric: 'sum__revenue',
        secondary_metric: 'count',
        show_bubbles: true,
        max_bubble_size: 40,
        linear_color_scheme: 'superset_seq_1',
        color_picker: { r: 255, g: 0, b: 0, a: 1 },
      }),
      {
        datasource: { verboseMap: { sum__revenue: 'Revenue' }, metricFormats: {}, currencyFormats: {} },
        results: [result],
      },
    );
    expect(props.countries.map((c) => [c.id, c.name, c.value, c.secondary])).toEqual([
      ['840', 'United States', 900, 400],
      ['250', 'France', 500, 100],
      ['392', 'Japan', 100, 25],
    ]);
    expect(props.unmatched).toEqual(['Atlantis']);
    // Square-root scale: a quarter of the largest bubble metric is half the largest radius.
    expect(props.countries.map((c) => c.radius)).toEqual([40, 20, 10]);
    expect(props.countries[0]?.color).not.toBe(props.countries[2]?.color);
    expect(props.scale).toMatchObject({ min: 100, max: 900 });
    expect(props).toMatchObject({ metricLabel: 'Revenue', secondaryLabel: 'count', bubbleColor: 'rgba(255, 0, 0, 1)' });
  });

  it('colours by country from the categorical scheme, and draws no bubbles unless asked', () => {
    const props = transformProps(
      result,
      formData('world_map', {
        entity: 'country',
        country_fieldtype: 'name',
        metric: 'sum__revenue',
        color_by: 'country',
        label_colors: { France: '#123456' },
      }),
    );
    expect(props.countries.find((c) => c.name === 'France')?.color).toBe('#123456');
    expect(props.countries.every((c) => c.radius === 0)).toBe(true);
    expect(props.scale).toBeNull();
    expect(props.secondaryLabel).toBeNull();
  });
});
