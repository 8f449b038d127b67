import { describe, expect, it } from 'vitest';
import {
  newReportForm,
  type ReportTarget,
  reportInput,
  restIdOfGlobalId,
  splitRecipients,
  validateReportForm,
} from './reportForm.ts';

const dashboard: ReportTarget = { kind: 'dashboard', id: 3, title: 'Sales' };
const chart: ReportTarget = { kind: 'chart', id: 7, title: 'Revenue' };

describe('report form', () => {
  it("starts from Superset's defaults", () => {
    expect(newReportForm(dashboard, 'a@b.io', 'Europe/Paris')).toEqual({
      name: 'Weekly Report for Sales',
      description: '',
      crontab: '0 12 * * 1',
      timezone: 'Europe/Paris',
      recipients: 'a@b.io',
      reportFormat: 'PNG',
      forceScreenshot: false,
    });
  });

  it('splits recipients on commas, semicolons and spaces without repeats', () => {
    expect(splitRecipients(' a@b.io; c@d.io,a@b.io\ne@f.io ')).toEqual(['a@b.io', 'c@d.io', 'e@f.io']);
  });

  it('names each invalid field', () => {
    const form = {
      ...newReportForm(dashboard, null, 'UTC'),
      name: ' ',
      crontab: '0 25 * * *',
      reportFormat: 'CSV' as const,
    };
    expect(validateReportForm(form, dashboard)).toEqual({
      name: 'Report name is required',
      crontab: 'Invalid value in the hour field',
      recipients: 'At least one recipient is required',
      reportFormat: 'This format is only available for charts',
    });
    expect(validateReportForm({ ...form, name: 'x', crontab: '0 9 * * *', recipients: 'nope' }, chart)).toEqual({
      recipients: 'Not an e-mail address: nope',
    });
  });

  it('builds the create input for a dashboard and a chart, and the update input without target', () => {
    const form = { ...newReportForm(dashboard, 'a@b.io', 'UTC'), description: '  ', recipients: 'a@b.io c@d.io' };
    expect(reportInput(form, dashboard, true)).toEqual({
      name: 'Weekly Report for Sales',
      description: null,
      crontab: '0 12 * * 1',
      timezone: 'UTC',
      reportFormat: 'PNG',
      recipients: [{ type: 'Email', target: 'a@b.io, c@d.io' }],
      type: 'Report',
      active: true,
      dashboardId: 3,
      creationMethod: 'DASHBOARDS',
    });
    expect(reportInput(form, chart, true)).toMatchObject({ chartId: 7, creationMethod: 'CHARTS' });
    expect(reportInput(form, chart, false)).not.toHaveProperty('chartId');
    expect(reportInput(form, chart, false)).not.toHaveProperty('active');
  });

  it('reads the REST id of a global ID', () => {
    expect(restIdOfGlobalId(btoa('Chart:12'))).toBe(12);
    expect(restIdOfGlobalId(btoa('Chart:x'))).toBeNull();
    expect(restIdOfGlobalId('%%%')).toBeNull();
  });
});
