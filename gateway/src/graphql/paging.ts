import { cursorToOffset, offsetForArgs } from '@pothos/plugin-relay';
import { ValidationError } from './errors.ts';
import { REST_MAX_PAGE_SIZE } from './loaders.ts';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A slice of a REST list: items [offset, offset + size). */
export interface OffsetWindow {
  offset: number;
  size: number;
}

export interface RestPage {
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 20;

function checkCursor(cursor: string | null | undefined, name: string): void {
  if (cursor == null) return;
  let offset: number;
  try {
    offset = cursorToOffset(cursor);
  } catch {
    throw new ValidationError(`Invalid cursor in "${name}": ${cursor}`);
  }
  if (!Number.isSafeInteger(offset) || offset < 0) throw new ValidationError(`Invalid cursor in "${name}": ${cursor}`);
}

/** True when the window can only be placed once the total is known (`last` counted from the end). */
export function needsTotalCount(args: ConnectionArgs): boolean {
  return args.last != null && args.before == null && args.first == null;
}

/** Relay arguments -> the window of the list they select (cursor = offset); the size is capped at 100 like REST. */
export function windowForArgs(args: ConnectionArgs, totalCount?: number): OffsetWindow {
  checkCursor(args.after, 'after');
  checkCursor(args.before, 'before');
  if (args.first != null && args.first < 0)
    throw new ValidationError('Argument "first" must be a non-negative integer');
  if (args.last != null && args.last < 0) throw new ValidationError('Argument "last" must be a non-negative integer');
  const { offset, expectedSize } = offsetForArgs({
    args,
    defaultSize: DEFAULT_PAGE_SIZE,
    maxSize: REST_MAX_PAGE_SIZE,
    ...(totalCount === undefined ? {} : { totalCount }),
  });
  return { offset, size: expectedSize };
}

/**
 * The REST pages (0-based page, page_size <= 100) that cover a window. One page when some page size
 * holds the whole window, else two pages of the window's size, which always cover it.
 */
export function restPagesFor(window: OffsetWindow, maxPageSize = REST_MAX_PAGE_SIZE): RestPage[] {
  const { offset, size } = window;
  if (size <= 0) return [];
  const last = offset + size - 1;
  for (let pageSize = size; pageSize <= maxPageSize; pageSize++) {
    if (Math.floor(offset / pageSize) === Math.floor(last / pageSize)) {
      return [{ page: Math.floor(offset / pageSize), pageSize }];
    }
  }
  const first = Math.floor(offset / size);
  return [
    { page: first, pageSize: size },
    { page: first + 1, pageSize: size },
  ];
}

/** The rows of the window out of the rows of its pages (pages are consecutive and of one size). */
export function sliceWindow<T>(window: OffsetWindow, pages: readonly RestPage[], rows: readonly T[]): T[] {
  const first = pages[0];
  if (!first) return [];
  const start = window.offset - first.page * first.pageSize;
  return rows.slice(start, start + window.size);
}
