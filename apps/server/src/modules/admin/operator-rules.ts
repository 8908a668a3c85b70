import type { Role } from '../../platform/auth/roles';

export interface OperatorState {
  id: bigint;
  role: string;
  status: string;
}

export type OperatorChangeRefusal = 'notYourself' | 'lastSuperAdmin';

const isActiveSuperAdmin = (o: { role: string; status: string }) => o.role === 'super_admin' && o.status === 'active';

/**
 * Whether an operator may change another's role or status. Nobody changes their own role or
 * status (no locking oneself out by a slip), and the last active super admin cannot be demoted
 * or disabled, so someone can always manage operators. `activeSuperAdmins` counts the target too.
 */
export function checkOperatorChange(
  actorId: bigint,
  target: OperatorState,
  change: { role?: Role; status?: 'active' | 'disabled' },
  activeSuperAdmins: number,
): OperatorChangeRefusal | null {
  if (actorId === target.id) return 'notYourself';
  const after = { role: change.role ?? target.role, status: change.status ?? target.status };
  if (isActiveSuperAdmin(target) && !isActiveSuperAdmin(after) && activeSuperAdmins <= 1) return 'lastSuperAdmin';
  return null;
}
