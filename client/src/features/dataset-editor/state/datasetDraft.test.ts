import { describe, expect, it } from 'vitest';
import {
  affectedChartsMessage,
  type DatasetSource,
  draftFromDataset,
  newCalculatedColumn,
  newMetric,
  updateFromDraft,
  validateDraft,
} from './datasetDraft.ts';

const source: DatasetSource = {
  description: 'Orders',
  mainDttmCol: 'ordered_at',
  cacheTimeout: null,
  sql: null,
  owners: [{ userId: 1, firstName: 'Ada', lastName: 'Admin', username: 'admin' }],
  columns: [
    {
      columnId: 10,
      columnName: 'city',
      verboseName: null,
      type: 'TEXT',
      isDttm: false,
      groupby: true,
      filterable: true,
    },
    { columnId: 11, columnName: 'ordered_at', type: 'TIMESTAMP', isDttm: true, groupby: true, filterable: true },
    { columnId: 12, columnName: 'double', expression: 'amount * 2', isDttm: false, groupby: true, filterable: true },
  ],
  metrics: [{ metricId: 20, metricName: 'count', expression: 'COUNT(*)', certifiedBy: 'Data team' }],
};

describe('the dataset draft', () => {
  it('starts from the dataset and has nothing to save until edited', () => {
    const draft = draftFromDataset(source);
    expect(draft.owners).toEqual([{ userId: 1, name: 'Ada Admin' }]);
    expect(draft.columns.map((c) => c.calculated)).toEqual([false, false, true]);
    expect(draft.metrics[0]?.certifiedBy).toBe('Data team');
    expect(validateDraft(draft, false)).toEqual({});
    expect(updateFromDraft(draft, draft, false)).toEqual({});
  });

  it('sends only the changed column, the new metric and the removed ones', () => {
    const initial = draftFromDataset(source);
    const [city, orderedAt] = initial.columns;
    if (!city || !orderedAt) throw new Error('fixture');
    const metric = { ...newMetric(), metricName: 'total', expression: 'SUM(amount)', warningText: 'Gross' };
    const draft = {
      ...initial,
      cacheTimeout: '300',
      columns: [{ ...city, verboseName: 'City', isDttm: true }, orderedAt],
      metrics: [metric],
    };
    expect(updateFromDraft(initial, draft, false)).toEqual({
      cacheTimeout: 300,
      columns: [
        {
          id: 10,
          columnName: 'city',
          verboseName: 'City',
          isDttm: true,
          pythonDateFormat: null,
          groupby: true,
          filterable: true,
          type: 'TEXT',
        },
      ],
      removeColumns: ['double'],
      metrics: [
        {
          metricName: 'total',
          expression: 'SUM(amount)',
          verboseName: null,
          certifiedBy: '',
          certificationDetails: null,
          warningText: 'Gross',
        },
      ],
      removeMetrics: ['count'],
    });
  });

  it('names every problem before anything is sent', () => {
    const initial = draftFromDataset(source);
    const column = newCalculatedColumn();
    const metric = newMetric();
    const draft = {
      ...initial,
      cacheTimeout: 'soon',
      mainDttmCol: 'city',
      columns: [...initial.columns, column, { ...newCalculatedColumn(), columnName: 'city', expression: '1' }],
      metrics: [...initial.metrics, metric],
    };
    const errors = validateDraft(draft, true);
    expect(errors).toMatchObject({
      [`columns.${column.key}.columnName`]: 'This is a required field',
      [`columns.${column.key}.expression`]: 'This is a required field',
      [`metrics.${metric.key}.metricName`]: 'This is a required field',
      [`metrics.${metric.key}.expression`]: 'This is a required field',
      cacheTimeout: 'Cache timeout must be a whole number of seconds',
      sql: 'This is a required field',
      mainDttmCol: 'The default datetime column must be a temporal column',
    });
    expect(Object.values(errors)).toContain('Column name city is used twice');
  });

  it('counts the charts in the confirmation', () => {
    expect(affectedChartsMessage(1)).toContain('affects all the charts using this dataset (1 chart)');
    expect(affectedChartsMessage(3)).toContain('(3 charts)');
  });
});
