import { builder } from '../builder.ts';

/** Shared by every connection's order input. */
export const OrderDirection = builder.enumType('OrderDirection', {
  description: 'Sort direction.',
  values: {
    ASC: { value: 'asc', description: 'Ascending (A to Z, oldest first).' },
    DESC: { value: 'desc', description: 'Descending (Z to A, newest first).' },
  } as const,
});
