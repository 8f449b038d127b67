import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed.ts';
import { blankTab, neighbourAfterClose, nextTitle, type QueryTab, tabFromStored, tabsToStore } from './queryTabs.ts';

const tab = (id: string, title: string): QueryTab => ({
  id,
  title,
  databaseId: null,
  schema: '',
  sql: '',
  queryLimit: 1000,
  latestQueryId: null,
  savedQueryId: null,
});

describe('query tabs', () => {
  it('names a new tab with the first free number', () => {
    expect(nextTitle([])).toBe('Untitled Query 1');
    expect(nextTitle([tab('a', 'Untitled Query 1'), tab('b', 'Untitled Query 3')])).toBe('Untitled Query 2');
  });

  it('shows the right neighbour after a close, else the left one', () => {
    const tabs = [tab('a', 'A'), tab('b', 'B'), tab('c', 'C')];
    expect(neighbourAfterClose(tabs, 'b')).toBe('c');
    expect(neighbourAfterClose(tabs, 'c')).toBe('b');
    expect(neighbourAfterClose([tab('a', 'A')], 'a')).toBeNull();
  });
});

describe('stored tabs', () => {
  it('round-trips through the stored shape, the active tab marked', () => {
    const loaded = tabFromStored({
      label: 'Sales',
      active: true,
      databaseId: 3,
      schema: 'public',
      sql: 'select 1',
      queryLimit: null,
      latestQueryId: 'abc',
      savedQueryId: null,
    });
    expect(loaded).toMatchObject({ title: 'Sales', databaseId: 3, queryLimit: 1000, latestQueryId: 'abc' });
    expect(tabsToStore([loaded], loaded.id)).toEqual([
      {
        label: 'Sales',
        active: true,
        databaseId: 3,
        schema: 'public',
        sql: 'select 1',
        queryLimit: 1000,
        latestQueryId: 'abc',
        savedQueryId: null,
      },
    ]);
  });

  it('starts a new tab on the database and schema of the current one, empty', () => {
    const current = { ...tab('a', 'Untitled Query 1'), databaseId: 2, schema: 'main', sql: 'x', latestQueryId: 'q' };
    expect(blankTab([current], current)).toMatchObject({
      title: 'Untitled Query 2',
      databaseId: 2,
      schema: 'main',
      sql: '',
      latestQueryId: null,
    });
  });
});

describe('formatElapsed', () => {
  it('shows hours, minutes, seconds and hundredths', () => {
    expect(formatElapsed(4250)).toBe('00:00:04.25');
    expect(formatElapsed(3_723_010)).toBe('01:02:03.01');
    expect(formatElapsed(-5)).toBe('00:00:00.00');
  });
});
