import type { Prisma } from '../../metadata/index.ts';
import type { PrismaClient } from '../prisma.ts';
import { OBJECT_KEY } from './tag-objects.ts';
import type { ObjectRef } from './tag-validate.ts';

type Tx = Prisma.TransactionClient | PrismaClient;

export const TAG_NAME_TAKEN = 'A tag with this name already exists.';

const refKey = (ref: ObjectRef) => `${ref.type}:${ref.id}`;

/** The tagged_object row of one object: its type and id, and the same id in its key column. */
function taggedRow(tagId: number, ref: ObjectRef, userId: number) {
  return { tagId, objectType: ref.type, objectId: ref.id, [OBJECT_KEY[ref.type]]: ref.id, createdById: userId };
}

/**
 * Puts each named tag (created when missing, as Superset's CreateCustomTagCommand) on each object;
 * answers which objects got a new tag and which already carried all of them.
 */
export async function addTags(
  tx: Tx,
  refs: readonly ObjectRef[],
  names: readonly string[],
  userId: number,
): Promise<{ added: ObjectRef[]; existing: ObjectRef[] }> {
  const added = new Map<string, ObjectRef>();
  for (const name of names) {
    const tag = await tx.tag.upsert({
      where: { name },
      create: { name, createdById: userId, changedById: userId },
      update: {},
      select: { id: true },
    });
    for (const ref of refs) {
      const found = await tx.taggedObject.findFirst({
        where: { tagId: tag.id, objectType: ref.type, objectId: ref.id },
        select: { id: true },
      });
      if (found) continue;
      await tx.taggedObject.create({ data: taggedRow(tag.id, ref, userId) });
      added.set(refKey(ref), ref);
    }
  }
  return { added: [...added.values()], existing: refs.filter((r) => !added.has(refKey(r))) };
}

/**
 * Makes these objects the ones carrying the tag (Superset's update with `objects_to_tag`): adds the
 * missing ones and removes the others that `mayRemove` allows (objects the user may not edit keep
 * the tag).
 */
export async function replaceTagObjects(
  tx: Tx,
  tagId: number,
  refs: readonly ObjectRef[],
  userId: number,
  mayRemove: ReadonlySet<string> = new Set(),
): Promise<void> {
  const wanted = new Set(refs.map(refKey));
  const current = await tx.taggedObject.findMany({
    where: { tagId },
    select: { id: true, objectType: true, objectId: true },
  });
  const have = new Set(current.map((r) => `${r.objectType}:${r.objectId}`));
  const stale = current.filter((r) => {
    const key = `${r.objectType}:${r.objectId}`;
    return !wanted.has(key) && mayRemove.has(key);
  });
  if (stale.length) await tx.taggedObject.deleteMany({ where: { id: { in: stale.map((r) => r.id) } } });
  for (const ref of refs) {
    if (!have.has(refKey(ref))) await tx.taggedObject.create({ data: taggedRow(tagId, ref, userId) });
  }
}

/**
 * Makes these names the tags of one object (an imported chart or dashboard whose file lists
 * `tags:`): missing tags are created, the others are taken off it.
 */
export async function replaceObjectTags(
  tx: Tx,
  ref: ObjectRef,
  names: readonly string[],
  userId: number,
): Promise<void> {
  await tx.taggedObject.deleteMany({
    where: { objectType: ref.type, objectId: ref.id, tag: { name: { notIn: [...names] } } },
  });
  await addTags(tx, [ref], names, userId);
}

/** Removes the named tag from the object; false when the object did not carry it. */
export async function removeTag(prisma: PrismaClient, ref: ObjectRef, name: string): Promise<boolean> {
  const { count } = await prisma.taggedObject.deleteMany({
    where: { objectType: ref.type, objectId: ref.id, tag: { name } },
  });
  return count > 0;
}

export { refKey };
