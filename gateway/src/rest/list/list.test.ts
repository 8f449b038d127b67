import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors.ts';
import { compileFilters } from './filters.ts';
import { prettifyColumn, projectRow } from './project.ts';
import { effectivePageSize, parseListQuery } from './query.ts';
import type { ListContext, ListResource } from './types.ts';

const user = {
  id: 7,
  username: 'u',
  firstName: 'U',
  lastName: 'V',
  email: null,
  roles: [],
  permissions: new Set<`${string}:${string}`>(),
  isAdmin: false,
};
// Generic operators never touch the database; the custom one here reads only the user.
const ctx = (provider: 'sqlite' | 'postgresql'): ListContext => ({ user, provider, prisma: null as never });

const resource = {
  searchColumns: {
    name: {
      kind: 'scalar',
      field: 'sliceName',
      type: 'string',
      custom: { mine: { label: 'Mine', apply: (_v: unknown, c: ListContext) => ({ createdById: c.user.id }) } },
    },
    id: { kind: 'scalar', field: 'id', type: 'number' },
    created_on: { kind: 'scalar', field: 'createdOn', type: 'date' },
    created_by: { kind: 'relation-one', field: 'createdById' },
    owners: { kind: 'relation-many', relation: 'owners', key: 'userId' },
  },
} as unknown as ListResource<unknown>;

describe('parseListQuery', () => {
  it('reads every key of q', () => {
    expect(
      parseListQuery({
        filters: [{ col: 'name', opr: 'ct', value: 'x' }],
        order_column: 'name',
        order_direction: 'asc',
        page: 2,
        page_size: 10,
        columns: ['id'],
        keys: ['none'],
      }),
    ).toEqual({
      filters: [{ col: 'name', opr: 'ct', value: 'x' }],
      orderColumn: 'name',
      orderDirection: 'asc',
      page: 2,
      pageSize: 10,
      columns: ['id'],
      keys: ['none'],
    });
  });
  it('sorts descending for anything but asc', () => {
    expect(parseListQuery({ order_direction: 'up' }).orderDirection).toBe('desc');
  });
  it.each([
    [{ columns: ['a'], select_columns: ['a'] }, 'Cannot use both select and sel columns'],
    [{ filters: [{ col: 'a', opr: 'eq' }] }, 'filters[0].value is required'],
    [{ filters: [{ opr: 'eq', value: 1 }] }, 'filters[0].col is required'],
    [{ page: 'x' }, 'page must be an integer'],
    [{ page: -1 }, 'page must be 0 or more'],
    [{ page: 1e12 }, 'page must be at most'],
    [{ keys: ['bogus'] }, 'keys: "bogus" is not one of'],
    [[1, 2], 'q must be an object'],
  ])('rejects %j', (q, message) => {
    expect(() => parseListQuery(q)).toThrow(BadRequestError);
    expect(() => parseListQuery(q)).toThrow(message);
  });
});

describe('effectivePageSize', () => {
  it('defaults to 20 and caps at the max', () => {
    expect(effectivePageSize(null, 100)).toBe(20);
    expect(effectivePageSize(25, 100)).toBe(25);
    expect(effectivePageSize(500, 100)).toBe(100);
    expect(effectivePageSize(0, 100)).toBe(100);
    expect(effectivePageSize(-1, -1)).toBeUndefined();
    expect(effectivePageSize(1000, -1)).toBe(1000);
  });
});

describe('compileFilters', () => {
  it('compiles generic operators to Prisma where clauses', async () => {
    const where = await compileFilters(
      resource,
      [
        { col: 'name', opr: 'sw', value: 'Sal' },
        { col: 'id', opr: 'in', value: [1, '2'] },
        { col: 'id', opr: 'gt', value: 3 },
        { col: 'created_by', opr: 'rel_o_m', value: 1 },
        { col: 'owners', opr: 'rel_m_m', value: '4' },
        { col: 'name', opr: 'nct', value: 'x' },
        { col: 'created_on', opr: 'lt', value: '2024-01-01T00:00:00' },
      ],
      ctx('sqlite'),
    );
    expect(where).toEqual([
      { sliceName: { startsWith: 'Sal' } },
      { id: { in: [1, 2] } },
      { id: { gt: 3 } },
      { createdById: 1 },
      { owners: { some: { userId: 4 } } },
      { NOT: { sliceName: { contains: 'x' } } },
      { createdOn: { lt: new Date('2024-01-01T00:00:00') } },
    ]);
  });
  it('matches text case-insensitively on PostgreSQL', async () => {
    expect(await compileFilters(resource, [{ col: 'name', opr: 'ct', value: 'a' }], ctx('postgresql'))).toEqual([
      { sliceName: { contains: 'a', mode: 'insensitive' } },
    ]);
  });
  it('applies custom operators', async () => {
    expect(await compileFilters(resource, [{ col: 'name', opr: 'mine', value: true }], ctx('sqlite'))).toEqual([
      { createdById: 7 },
    ]);
  });
  it('ignores an unknown operator on a column with custom filters, as FAB does', async () => {
    expect(await compileFilters(resource, [{ col: 'name', opr: 'bogus', value: 1 }], ctx('sqlite'))).toEqual([]);
  });
  it('refuses columns and operators it does not allow, with the FAB messages', async () => {
    await expect(compileFilters(resource, [{ col: 'secret', opr: 'eq', value: 1 }], ctx('sqlite'))).rejects.toThrow(
      'Filter column: secret not allowed to filter',
    );
    await expect(compileFilters(resource, [{ col: 'id', opr: 'ct', value: 1 }], ctx('sqlite'))).rejects.toThrow(
      'Filter operation: ct not allowed on column: id',
    );
    await expect(compileFilters(resource, [{ col: 'id', opr: 'eq', value: 'abc' }], ctx('sqlite'))).rejects.toThrow(
      'Filter value for column: id must be an integer',
    );
  });
});

describe('projectRow', () => {
  it('selects plain and dotted columns inside nested objects and lists', () => {
    const row = {
      id: 1,
      name: 'a',
      owners: [
        { id: 1, first_name: 'A', email: 'a@x' },
        { id: 2, first_name: 'B', email: 'b@x' },
      ],
      changed_by: { id: 3, first_name: 'C' },
      table: null,
    };
    expect(
      projectRow(row, ['id', 'owners.first_name', 'owners.id', 'changed_by.first_name', 'table.table_name']),
    ).toEqual({
      id: 1,
      owners: [
        { id: 1, first_name: 'A' },
        { id: 2, first_name: 'B' },
      ],
      changed_by: { first_name: 'C' },
      table: null,
    });
  });
  it('labels columns as FAB does', () => {
    expect(prettifyColumn('changed_by.first_name')).toBe('Changed By First Name');
  });
});
