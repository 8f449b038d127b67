import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { loadJobsSettings } from './settings.ts';

describe('loadJobsSettings', () => {
  it('takes Redis from the config only, so that the cache and the jobs agree on it', () => {
    const env = { REDIS_URL: 'redis://elsewhere:6379' };
    expect(loadJobsSettings({ redisUrl: null }, env).redisUrl).toBeNull();
    expect(loadJobsSettings(loadConfig(env), env).redisUrl).toBe('redis://elsewhere:6379');
    expect(loadJobsSettings(loadConfig({}, { redisUrl: 'redis://a:1' }), env).redisUrl).toBe('redis://a:1');
  });

  it('refuses a REDIS_URL that is not a Redis URL, and a bad tuning knob, with the variable name', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => loadJobsSettings({ redisUrl: null }, { CHARTROOM_JOB_CONCURRENCY: '0' })).toThrow(
      /CHARTROOM_JOB_CONCURRENCY must be a positive integer/,
    );
    expect(loadJobsSettings({ redisUrl: null }, { CHARTROOM_JOB_DEADLINE_S: '5' }).deadlineMs).toBe(5000);
  });
});
