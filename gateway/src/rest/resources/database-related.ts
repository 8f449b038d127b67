import type { Prisma } from '../../metadata/index.ts';
import type { RelatedField } from '../list/related.ts';
import type { ListContext } from '../list/types.ts';

// `mode` exists only in the PostgreSQL client's types; both stores share one generated type here.
const where = (ctx: ListContext, filter: string): Prisma.DatabaseWhereInput => {
  if (filter === '') return {};
  const match = ctx.provider === 'postgresql' ? { startsWith: filter, mode: 'insensitive' } : { startsWith: filter };
  return { databaseName: match } as Prisma.DatabaseWhereInput;
};

/** Databases as the dataset list's database filter offers them (`related/database`). */
export const relatedDatabases: RelatedField = {
  async find(ctx, { filter, ids, skip, take }) {
    const rows = await ctx.prisma.database.findMany({
      where: ids ? { id: { in: ids } } : where(ctx, filter),
      orderBy: [{ databaseName: 'asc' }, { id: 'asc' }],
      skip,
      take,
      select: { id: true, databaseName: true },
    });
    return rows.map((d) => ({ value: d.id, text: d.databaseName, extra: {} }));
  },
  count: (ctx, filter) => ctx.prisma.database.count({ where: where(ctx, filter) }),
};
