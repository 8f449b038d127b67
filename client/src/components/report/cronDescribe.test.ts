import { describe, expect, it } from 'vitest';
import { describeCron } from './cronDescribe.ts';

const text = (cron: string) => {
  const result = describeCron(cron);
  return result.ok ? result.text : `error: ${result.error}`;
};

describe('describeCron', () => {
  it.each([
    ['0 9 * * *', 'Every day at 09:00'],
    ['30 17 * * 1', 'Every Monday at 17:30'],
    ['0 12 * * mon', 'Every Monday at 12:00'],
    ['0 8 * * 1-5', 'Every weekday (Monday to Friday) at 08:00'],
    ['0 8 * * 1,3', 'Every Monday and Wednesday at 08:00'],
    ['0 10 * * 0,6', 'Every weekend day at 10:00'],
    ['0 10 * * 7', 'Every Sunday at 10:00'],
    ['15 6 1 * *', 'Every month on day 1 of the month at 06:15'],
    ['0 0 25 12 *', 'Every year on 25 December at 00:00'],
    ['0 9,17 * * *', 'Every day at 09:00 and 17:00'],
    ['* * * * *', 'Every minute'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['5 * * * *', 'Every hour at minute 5'],
    ['0 */6 * * *', 'Every 6 hours at minute 0'],
    ['0 9 * 1,7 *', 'Every day in January and July at 09:00'],
  ])('%s reads "%s"', (cron, expected) => {
    expect(text(cron)).toBe(expected);
  });

  it.each([
    ['', 'A crontab has five fields'],
    ['0 9 * *', 'A crontab has five fields'],
    ['60 9 * * *', 'Invalid value in the minute field'],
    ['0 24 * * *', 'Invalid value in the hour field'],
    ['0 9 0 * *', 'Invalid value in the day of month field'],
    ['0 9 * 13 *', 'Invalid value in the month field'],
    ['0 9 * * 8', 'Invalid value in the day of week field'],
    ['*/0 * * * *', 'Invalid step in the minute field'],
    ['0 9 5-1 * *', 'Invalid value in the day of month field'],
  ])('refuses "%s"', (cron, message) => {
    expect(text(cron)).toContain(message);
  });
});
