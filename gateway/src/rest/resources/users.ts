import type { PrismaClient } from '../prisma.ts';

/** A user as Superset nests it in other resources. */
export interface UserRef {
  id: number;
  first_name: string;
  last_name: string;
}

export function userRef(user: { id: number; firstName: string; lastName: string } | null | undefined): UserRef | null {
  return user ? { id: user.id, first_name: user.firstName, last_name: user.lastName } : null;
}

/** `str(user)` in Superset: "First Last". */
export function fullName(user: { firstName: string; lastName: string } | null | undefined): string | null {
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

/** One query for every user a page of rows refers to by a bare id. */
export async function loadUsers(prisma: PrismaClient, ids: Iterable<number | null>): Promise<Map<number, UserRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await prisma.user.findMany({
    where: { id: { in: wanted } },
    select: { id: true, firstName: true, lastName: true },
  });
  return new Map(users.map((u) => [u.id, userRef(u) as UserRef]));
}

/** The ids of the objects of one class the user starred (favstar: `slice` or `Dashboard`). */
export async function favouriteIds(prisma: PrismaClient, userId: number, className: string): Promise<number[]> {
  const rows = await prisma.favourite.findMany({ where: { userId, className }, select: { objId: true } });
  return rows.map((r) => r.objId);
}
