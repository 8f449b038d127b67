import { describe, expect, it } from 'vitest';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

const result = queryResult(
  [
    ['region', 'STRING'],
    ['channel', 'STRING'],
    ['SUM(revenue)', 'NUMERIC'],
  ],
  [
    ['EMEA', 'Online', 10],
    ['APAC', 'Retail', 30],
    ['EMEA', 'Online', 5],
    ['LATAM', null, 0],
    ['NA', 'Retail', null],
  ],
);

describe('pie transformProps', () => {
  it('names slices by the group-by values, sorts them by metric and drops non-positive ones', () => {
    const props = transformProps(
      result,
      formData('pie', {
        groupby: ['region', 'channel'],
        metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' } },
      }),
    );
    expect(props.slices).toEqual([
      { id: 'APAC, Retail', label: 'APAC, Retail', value: 30, color: '#1FA8C9' },
      { id: 'EMEA, Online', label: 'EMEA, Online', value: 10, color: '#454E7C' },
      { id: 'EMEA, Online (2)', label: 'EMEA, Online', value: 5, color: '#454E7C' },
    ]);
    expect(props.total).toBe(45);
    expect(props).toMatchObject({
      donut: false,
      legend: { position: 'right', type: 'scroll' },
      labelType: 'key',
      numberFormat: 'SMART_NUMBER',
      labelThreshold: 0.05,
      labelsOutside: true,
    });
  });

  it('keeps row order when sort_by_metric is off and reads display options', () => {
    const props = transformProps(
      result,
      formData('pie', {
        groupby: ['region'],
        metric: 'SUM(revenue)',
        sort_by_metric: false,
        donut: true,
        label_type: 'key_percent',
        number_format: ',d',
      }),
    );
    expect(props.slices.map((slice) => slice.value)).toEqual([10, 30, 5]);
    expect(props).toMatchObject({ donut: true, labelType: 'key_percent', numberFormat: ',d' });
  });

  it('takes the label threshold in percent, the metric format from the dataset and label_colors', () => {
    const props = transformProps(
      result,
      formData('pie', {
        groupby: ['region'],
        metric: 'SUM(revenue)',
        show_labels_threshold: 10,
        label_colors: { APAC: '#ff0000' },
      } as never),
      {
        datasource: { verboseMap: {}, metricFormats: { 'SUM(revenue)': '$,.0f' }, currencyFormats: {} },
        results: [result],
      },
    );
    expect(props.labelThreshold).toBe(0.1);
    expect(props.numberFormat).toBe('$,.0f');
    expect(props.slices[0]).toMatchObject({ label: 'APAC', color: '#ff0000' });
  });

  it('falls back to the key label type for unknown values', () => {
    expect(
      transformProps(result, formData('pie', { metric: 'SUM(revenue)', label_type: 'odd' as never })).labelType,
    ).toBe('key');
  });
});
