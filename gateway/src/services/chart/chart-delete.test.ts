import { describe, expect, it } from 'vitest';
import type { RequestUser } from '../../rest/context.ts';
import { canEditChart } from './chart-delete.ts';

const user = (id: number, isAdmin: boolean) => ({ id, isAdmin }) as RequestUser;

describe('canEditChart', () => {
  it('lets admins and owners change a chart, and no one else', () => {
    const chart = { owners: [{ userId: 2 }, { userId: 3 }] };
    expect(canEditChart(user(1, true), chart)).toBe(true);
    expect(canEditChart(user(3, false), chart)).toBe(true);
    expect(canEditChart(user(4, false), chart)).toBe(false);
    expect(canEditChart(user(4, false), { owners: [] })).toBe(false);
  });
});
