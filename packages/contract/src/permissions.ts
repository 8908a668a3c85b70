/** What an operator may do. The server checks it for every console call; the console hides what a role cannot do. */
export const permissions = [
  'dashboard.read',
  'members.read',
  'members.freeze',
  'members.adjust',
  'finance.review',
  'finance.approve',
  'ledger.read',
  /** Pool liquidity, fee, pause and resume of the MCC market. */
  'market.manage',
  'settings.write',
  'content.write',
  'products.write',
  'jobs.run',
  'operators.manage',
  'audit.read',
  'outbox.read',
  /** Support actions on a member: password and pay-password resets, ending sessions, lifting locks. */
  'members.support',
] as const;
export type Permission = (typeof permissions)[number];

export const roles = ['super_admin', 'finance', 'content', 'support'] as const;
export type Role = (typeof roles)[number];
