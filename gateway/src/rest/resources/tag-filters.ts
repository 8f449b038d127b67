import { BadRequestError } from '../errors.ts';
import type { CustomFilter, FilterValue, ListContext, Where } from '../list/types.ts';

const MAX_TAG_IDS = 10_000;

/**
 * Superset's `<model>_tags` filter (ChartTagNameFilter and kin): rows carrying a tag whose name
 * contains the value, case-insensitive; an empty value filters nothing.
 */
export function tagNameFilter(arg: string): CustomFilter {
  return {
    label: 'Tag',
    apply: (value: FilterValue, ctx: ListContext): Where => {
      if (typeof value !== 'string') throw new BadRequestError(`Filter value for ${arg} must be a string`);
      const name = value.trim();
      if (name === '') return {};
      const contains = ctx.provider === 'postgresql' ? { contains: name, mode: 'insensitive' } : { contains: name };
      return { tags: { some: { tag: { name: contains } } } };
    },
  };
}

/**
 * Superset's `<model>_tag_id` filter: rows carrying this tag (one id, or any of a list of ids, so
 * a list screen can filter by several tags at once).
 */
export function tagIdFilter(arg: string): CustomFilter {
  return {
    label: 'Tag',
    apply: (value: FilterValue): Where => {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_TAG_IDS || ids.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id))) {
        throw new BadRequestError(`Filter value for ${arg} must be a tag id or a list of tag ids`);
      }
      return { tags: { some: { tagId: { in: ids as number[] } } } };
    },
  };
}
