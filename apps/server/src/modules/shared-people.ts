import type { Executor } from '../platform/db/executor';
import { maskName } from '../platform/mask';
import { membersDirectory } from '../platform/members-directory';

/** A member as others see them: their UID and a masked nickname. */
export interface Person {
  uid: string;
  name: string;
}

/**
 * Reads the members `ids` name (null and repeats aside) in one query, and answers each one as others
 * see them: the person of an id, or null for no member (a null id, the platform) or one not found.
 */
export async function peopleOf(db: Executor, ids: (bigint | null)[]): Promise<(id: bigint | null) => Person | null> {
  const wanted = [...new Set(ids.filter((id): id is bigint => id !== null))];
  const rows = wanted.length === 0 ? [] : await membersDirectory.people(db, wanted);
  const byId = new Map(rows.map((r) => [r.id, { uid: r.uid, name: maskName(r.nickname) }]));
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}
