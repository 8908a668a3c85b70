import { type Permission, permissions, type Role, roles } from '@mcc/contract/permissions';

export type { Permission, Role };
export { permissions, roles };

const grants: Record<Role, readonly Permission[]> = {
  super_admin: permissions,
  finance: [
    'dashboard.read',
    'members.read',
    'members.adjust',
    'finance.review',
    'finance.approve',
    'ledger.read',
    'market.manage',
    'jobs.run',
    'audit.read',
  ],
  content: ['dashboard.read', 'content.write', 'products.write', 'members.read'],
  support: ['dashboard.read', 'members.read', 'members.freeze', 'outbox.read', 'members.support'],
};

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

export function can(role: string, permission: Permission): boolean {
  return isRole(role) && grants[role].includes(permission);
}

export function permissionsOf(role: string): readonly Permission[] {
  return isRole(role) ? grants[role] : [];
}
