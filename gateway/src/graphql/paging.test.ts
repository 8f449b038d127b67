import { offsetToCursor } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { ChartroomError } from './errors.ts';
import { needsTotalCount, restPagesFor, sliceWindow, windowForArgs } from './paging.ts';

describe('windowForArgs', () => {
  it('defaults to the first 20', () => {
    expect(windowForArgs({})).toEqual({ offset: 0, size: 20 });
  });

  it('starts after the cursor and caps the size at 100', () => {
    expect(windowForArgs({ first: 5, after: offsetToCursor(9) })).toEqual({ offset: 10, size: 5 });
    expect(windowForArgs({ first: 500 })).toEqual({ offset: 0, size: 100 });
  });

  it('counts `last` back from `before`, or from the end once the total is known', () => {
    expect(windowForArgs({ last: 3, before: offsetToCursor(10) })).toEqual({ offset: 7, size: 3 });
    expect(needsTotalCount({ last: 3 })).toBe(true);
    expect(windowForArgs({ last: 3 }, 42)).toEqual({ offset: 39, size: 3 });
  });

  it('rejects negative sizes and foreign cursors as bad input', () => {
    expect(() => windowForArgs({ first: -1 })).toThrow(ChartroomError);
    expect(() => windowForArgs({ after: 'not-a-cursor' })).toThrow(/Invalid cursor in "after"/);
    expect(() => windowForArgs({ before: Buffer.from('OffsetConnection:x').toString('base64') })).toThrow(
      /Invalid cursor/,
    );
  });
});

describe('restPagesFor', () => {
  it('uses one page when a page size holds the window', () => {
    expect(restPagesFor({ offset: 0, size: 5 })).toEqual([{ page: 0, pageSize: 5 }]);
    expect(restPagesFor({ offset: 10, size: 5 })).toEqual([{ page: 2, pageSize: 5 }]);
    const [page] = restPagesFor({ offset: 7, size: 5 });
    expect(page).toBeDefined();
    const start = page!.page * page!.pageSize;
    expect(start).toBeLessThanOrEqual(7);
    expect(start + page!.pageSize).toBeGreaterThanOrEqual(12);
  });

  it('falls back to two pages when no page of at most 100 holds the window', () => {
    expect(restPagesFor({ offset: 50, size: 100 })).toEqual([
      { page: 0, pageSize: 100 },
      { page: 1, pageSize: 100 },
    ]);
  });

  it('always covers the window exactly, for every offset and size', () => {
    const all = Array.from({ length: 400 }, (_, i) => i);
    for (const size of [1, 3, 20, 37, 99, 100]) {
      for (let offset = 0; offset < 200; offset += 7) {
        const window = { offset, size };
        const pages = restPagesFor(window);
        expect(pages.every((p) => p.pageSize >= 1 && p.pageSize <= 100)).toBe(true);
        const rows = pages.flatMap((p) => all.slice(p.page * p.pageSize, (p.page + 1) * p.pageSize));
        expect(sliceWindow(window, pages, rows)).toEqual(all.slice(offset, offset + size));
      }
    }
  });

  it('needs no page for an empty window', () => {
    expect(restPagesFor({ offset: 3, size: 0 })).toEqual([]);
  });
});
