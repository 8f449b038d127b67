import { describe, expect, it } from 'vitest';
import { pickExecutor } from './executor-user.ts';
import { buildMailMessage, splitAddresses } from './mail-message.ts';
import { textTable } from './text-table.ts';

describe('textTable', () => {
  it('aligns text columns left and numbers right, and escapes HTML', () => {
    const t = textTable(
      ['name', 'n'],
      [
        { name: 'a<b', n: 5 },
        { name: 'long name', n: 12.5 },
      ],
    );
    expect(t.text).toBe(['name      |    n', '----------+-----', 'a<b       |    5', 'long name | 12.5'].join('\n'));
    expect(t.html).toContain('<td>a&lt;b</td>');
    expect(t.html).toContain('<td style="text-align:right">12.5</td>');
  });
});

describe('mail message', () => {
  it('splits address lists on commas and semicolons', () => {
    expect(splitAddresses('a@x.org, b@x.org;c@x.org ')).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
    expect(splitAddresses(undefined)).toEqual([]);
  });

  it('subject, link back, inline image and files', () => {
    const png = { filename: 'd.png', content: Buffer.from('x'), contentType: 'image/png', cid: 'd-screenshot' };
    const csv = { filename: 'd.csv', content: Buffer.from('a\n1'), contentType: 'text/csv' };
    const m = buildMailMessage(
      { name: 'Weekly', emailSubject: null, description: 'For the team' },
      { to: ['a@x.org'], cc: [], bcc: [] },
      { title: 'Sales', url: 'http://h/superset/dashboard/1/', images: [png], files: [csv], table: null },
    );
    expect(m.subject).toBe('Weekly: Sales');
    expect(m.html).toContain('<a href="http://h/superset/dashboard/1/">Explore in Chartroom</a>');
    expect(m.html).toContain('<img src="cid:d-screenshot"');
    expect(m.text).toContain('For the team');
    expect(m.attachments.map((a) => a.filename)).toEqual(['d.png', 'd.csv']);
  });
});

describe('pickExecutor', () => {
  it('owner rule: creator if owner, else last modifier if owner, else the first owner', () => {
    expect(pickExecutor('owner', { createdById: 1, changedById: 2, ownerIds: [1, 2] })).toBe(1);
    expect(pickExecutor('owner', { createdById: 1, changedById: 2, ownerIds: [3, 2] })).toBe(2);
    expect(pickExecutor('owner', { createdById: 1, changedById: 2, ownerIds: [5, 4] })).toBe(4);
    expect(pickExecutor('owner', { createdById: 1, changedById: 2, ownerIds: [] })).toBeNull();
    expect(pickExecutor('creator', { createdById: 1, changedById: 2, ownerIds: [3] })).toBe(1);
  });
});
