/** What an operator may do. Checked on the server for every console call. */
export const permissions = [
  'dashboard.read',
  'members.read',
  'members.freeze',
  'members.adjust',
  'finance.review',
  'finance.approve',
  'ledger.read',
  'settings.write',
  'content.write',
  'products.write',
  'jobs.run',
  'operators.manage',
  'audit.read',
  'outbox.read',
] as const;
export type Permission = (typeof permissions)[number];

export const roles = ['super_admin', 'finance', 'content', 'support'] as const;
export type Role = (typeof roles)[number];

const grants: Record<Role, readonly Permission[]> = {
  super_admin: permissions,
  finance: [
    'dashboard.read',
    'members.read',
    'members.adjust',
    'finance.review',
    'finance.approve',
    'ledger.read',
    'jobs.run',
    'audit.read',
  ],
  content: ['dashboard.read', 'content.write', 'products.write', 'members.read'],
  support: ['dashboard.read', 'members.read', 'members.freeze', 'outbox.read'],
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
