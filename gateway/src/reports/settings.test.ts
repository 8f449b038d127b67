import { describe, expect, it } from 'vitest';
import { loadReportSettings } from './settings.ts';

describe('loadReportSettings', () => {
  it("defaults: scheduler on, Superset's SMTP defaults, this node as the renderer's base URL", () => {
    const s = loadReportSettings({}, 9000);
    expect(s.schedulerEnabled).toBe(true);
    expect(s.smtp).toEqual({
      host: 'localhost',
      port: 25,
      starttls: true,
      ssl: false,
      user: null,
      password: null,
      from: 'chartroom@localhost',
    });
    expect(s.webdriverBaseUrl).toBe('http://127.0.0.1:9000');
    expect(s.userFriendlyBaseUrl).toBe('http://127.0.0.1:9000');
    expect(s.executor).toBe('owner');
  });

  it('reads the environment with Superset names; CHARTROOM_REPORTS=off turns the scheduler off', () => {
    const s = loadReportSettings({
      CHARTROOM_REPORTS: 'off',
      SMTP_HOST: 'mail.example.org',
      SMTP_PORT: '465',
      SMTP_SSL: 'true',
      SMTP_STARTTLS: 'false',
      SMTP_USER: 'reports',
      SMTP_PASSWORD: 'secret',
      SMTP_MAIL_FROM: 'bi@example.org',
      WEBDRIVER_BASEURL: 'http://gateway:8088/',
      WEBDRIVER_BASEURL_USER_FRIENDLY: 'https://bi.example.org',
      CHARTROOM_REPORT_EXECUTOR: 'creator',
    });
    expect(s.schedulerEnabled).toBe(false);
    expect(s.smtp).toMatchObject({ host: 'mail.example.org', port: 465, ssl: true, starttls: false, user: 'reports' });
    expect(s.webdriverBaseUrl).toBe('http://gateway:8088');
    expect(s.userFriendlyBaseUrl).toBe('https://bi.example.org');
    expect(s.executor).toBe('creator');
  });

  it('refuses settings that cannot work, saying which', () => {
    expect(() => loadReportSettings({ SMTP_PORT: 'twenty-five' })).toThrow('SMTP_PORT must be a positive integer');
    expect(() => loadReportSettings({ CHARTROOM_REPORT_EXECUTOR: 'anyone' })).toThrow('CHARTROOM_REPORT_EXECUTOR');
  });
});
