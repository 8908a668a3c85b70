import { z } from 'zod';
import { outboxItem } from './account';
import { consoleEndpoint, consoleSignInEndpoint, noBody, noQuery } from './endpoint';
import { envelope, listOf, nullResponse } from './envelope';
import { keysetPaged, keysetQuery, paged, pageParam } from './records';
import { recordId, recordIdQuery, unixSeconds, unixSecondsQuery } from './scalars';

// The operator console's generic calls (`/admin/api/*`): sign-in, operators and roles, audit log,
// members, settings, demo outbox and dashboard. Money calls of the console live in admin-fund.ts.

/** A database id on the wire (console calls only; ids stay far below 2^53). */
export const adminId = recordId;
/** An id read from a query string. */
export const adminIdQuery = recordIdQuery;

export const operatorRoles = ['super_admin', 'finance', 'content', 'support'] as const;
export const operatorRole = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRole>;
export const operatorStatus = z.enum(['active', 'disabled']);

// Sign-in (fixed in docs/api.md: `username`, `password` → `{ token }`).
export const adminLoginBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
/** A console session: what a finished sign-in answers. */
export const adminSessionData = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  username: z.string(),
  role: z.string(),
});
export type AdminSessionData = z.infer<typeof adminSessionData>;
/**
 * The session; with the second factor on `{ totp_required: true, ticket }` for `POST /admin/api/login/totp`;
 * for a role the setting operator_totp_required covers and no factor yet `{ totp_enrol_required: true, ticket }`
 * for `/admin/api/login/totp/setup` and `/enable` (admin-totp.ts).
 */
export const adminLoginData = z.union([
  adminSessionData,
  z.object({ totp_required: z.literal(true), ticket: z.string() }),
  z.object({ totp_enrol_required: z.literal(true), ticket: z.string() }),
]);
export type AdminLoginData = z.infer<typeof adminLoginData>;
export const adminLoginResponse = envelope(adminLoginData);

export const adminMe = z.object({
  id: adminId,
  username: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  /** Whether the operator's second factor is on. */
  totp_enabled: z.boolean(),
  /** Whether the setting operator_totp_required covers this operator's role (then it cannot be turned off). */
  totp_required: z.boolean(),
});
export type AdminMe = z.infer<typeof adminMe>;
export const adminMeResponse = envelope(adminMe);

// Operators and roles.
export const operatorUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/);
export const operatorPassword = z.string().min(8).max(64);

export const operatorItem = z.object({
  id: adminId,
  username: z.string(),
  role: z.string(),
  status: z.string(),
  created_at: unixSeconds,
});
export type OperatorItem = z.infer<typeof operatorItem>;
/** An operator in the console's list: also whether their second factor is on. */
export const operatorListItem = operatorItem.extend({ totp_enabled: z.boolean() });
export type OperatorListItem = z.infer<typeof operatorListItem>;
export const operatorListResponse = envelope(listOf(operatorListItem));

export const roleItem = z.object({ role: operatorRole, permissions: z.array(z.string()) });
export const roleListResponse = envelope(z.object({ list: z.array(roleItem), permissions: z.array(z.string()) }));

export const operatorCreateBody = z.strictObject({ username: operatorUsername, password: operatorPassword, role: operatorRole });
export const operatorRoleBody = z.strictObject({ admin_id: adminId, role: operatorRole });
export const operatorStatusBody = z.strictObject({ admin_id: adminId, status: operatorStatus });
export const operatorPasswordBody = z.strictObject({ admin_id: adminId, password: operatorPassword });
/** Why an operator acted on someone else's account, kept in the audit row. */
export const actionReason = z.string().trim().min(1).max(200);
/** What an operator types into a list's search (each list says what it matches). */
export const searchKeyword = z.string().trim().max(100);
/** A member's UID as an operator types it into a list's filter. */
export const memberUidFilter = z.string().trim().max(20).optional();
/** A member's whole UID in a filter that matches it exactly: letters and digits only, as UIDs are. */
export const memberUidExact = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/)
  .optional();

/** `?from&to`: a span of time in Unix seconds, both ends included; either end may be left open. */
export const timeSpanFilters = { from: unixSecondsQuery.optional(), to: unixSecondsQuery.optional() };

/** A query with `timeSpanFilters`, refusing a `to` before its `from` (the refusal names `to`). */
export function inTimeOrder<Q extends z.ZodType<{ from?: number | undefined; to?: number | undefined }>>(query: Q): Q {
  return query.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { path: ['to'], message: 'to is before from' });
}

/** Where an entry stands in the members' lists, as an operator sets it. */
export const sortOrder = z.number().int().min(-1_000_000).max(1_000_000);
export const operatorTotpResetBody = z.strictObject({ admin_id: adminId, reason: actionReason });
export const operatorItemResponse = envelope(operatorItem);

/** The signed-in operator's own password: the current one (as at sign-in) and a new one under the same rule as a reset. */
export const ownPasswordBody = z.strictObject({ current: adminLoginBody.shape.password, password: operatorPassword });
export const ownPasswordResponse = envelope(z.object({ other_sessions_ended: z.number().int() }));

// Audit log.
/**
 * GET /admin/api/audit/index?page&admin_id&username&action&before — newest first; `before` reads the
 * rows older than that id.
 */
export const auditQuery = keysetQuery({
  admin_id: adminIdQuery.optional(),
  /** The operator's username, exactly. */
  username: z.string().trim().max(64).optional(),
  action: z.string().trim().max(60).optional(),
});
export const auditItem = z.object({
  id: adminId,
  admin_id: adminId,
  admin_username: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: unixSeconds,
});
export type AuditItem = z.infer<typeof auditItem>;
export const auditListResponse = envelope(keysetPaged(auditItem));

// Members.
export const memberStatus = z.enum(['active', 'frozen']);
/**
 * GET /admin/api/user/index?page&keyword&status&before — newest first. `keyword`: a UID, mobile or
 * whole email is looked up exactly first; otherwise (or when that finds no one) any part of the UID,
 * mobile, email or nickname, in any case.
 */
export const memberQuery = keysetQuery({
  keyword: searchKeyword.optional(),
  status: memberStatus.optional(),
});
/** A member as the console's rows name them: id, UID, nickname and how to reach them. */
export const consoleMember = z.object({
  id: adminId,
  uid: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export const memberItem = consoleMember.extend({
  status: z.string(),
  inviter_uid: z.string().nullable(),
  created_at: unixSeconds,
});
export type MemberItem = z.infer<typeof memberItem>;
export const memberListResponse = envelope(keysetPaged(memberItem));

/** `?user_id=N`: the query of a console call about one member (their detail, balances, support state). */
export const oneMemberQuery = z.strictObject({ user_id: adminIdQuery });
export const memberDetail = z.object({
  member: memberItem.extend({
    avatar: z.string(),
    bio: z.string(),
    invite_code: z.string(),
    wallet_address: z.string().nullable(),
    pay_password_set: z.boolean(),
    updated_at: unixSeconds,
  }),
  inviter: z.object({ id: adminId, uid: z.string(), nickname: z.string() }).nullable(),
  /** Members invited directly (level 1), by them (level 2) and by those (level 3). */
  team: z.object({ level1: z.number().int(), level2: z.number().int(), level3: z.number().int() }),
});
export type MemberDetail = z.infer<typeof memberDetail>;
export const memberDetailResponse = envelope(memberDetail);

/** The body of a console action on one member: the member, and why (kept in the audit row). */
export const memberActionBody = z.strictObject({ user_id: adminId, reason: actionReason });
export const memberStatusBody = memberActionBody;
export const memberStatusResponse = envelope(z.object({ id: adminId, status: z.string() }));

// Settings.
/** Every setting an operator can change; the server defines each one's value rules and default. */
export const settingKeys = [
  'site_name',
  'service_contact',
  'deposit_network',
  'deposit_address',
  'withdraw_fee',
  'withdraw_min',
  'withdraw_network',
  'withdraw_daily_limit',
  'recharge_min',
  'transfer_fee_usdt',
  'transfer_min_usdt',
  'transfer_fee_mcc',
  'transfer_min_mcc',
  'two_approval_threshold',
  'wallet_chain_id',
  'referral_share_level1',
  'referral_share_level2',
  'referral_share_level3',
  'nft_market_fee',
  'nft_min_price',
  'reward_pool_warn_days',
  'coinmix_subscribe_fee',
  'coinmix_redeem_fee',
  'coinmix_management_fee',
  'coinmix_min_subscribe',
  'coinmix_min_redeem',
  'coinmix_transfer_fee',
  'coinmix_transfer_min',
  'coinmix_nav_time',
  'auction_fee',
  'auction_min_increment',
  'auction_snipe_minutes',
  'auction_extend_minutes',
  'auction_confirm_hours',
  'auction_pay_hours',
  'security_hold_hours',
  'operator_totp_required',
  'upload_daily_limit',
] as const;
export type SettingKey = (typeof settingKeys)[number];

export const settingItem = z.object({
  key: z.string(),
  value: z.unknown(),
  default: z.unknown(),
  public: z.boolean(),
  /** The JSON Schema of the value, so the console can render and pre-check the field. */
  schema: z.record(z.string(), z.unknown()),
  updated_at: unixSeconds.nullable(),
});
export type SettingItem = z.infer<typeof settingItem>;
export const settingListResponse = envelope(listOf(settingItem));
export const settingsSaveBody = z.strictObject({ values: z.record(z.string().max(64), z.unknown()) });
export const settingsSaveResponse = envelope(z.object({ changed: z.array(z.string()) }));

// Demo outbox.
export const adminOutboxQuery = z.strictObject({ page: pageParam, to: z.string().trim().max(120).optional() });
/** A message of the demo outbox, as the members' outbox lists it. */
export const adminOutboxItem = outboxItem;
export type AdminOutboxItem = z.infer<typeof adminOutboxItem>;
export const adminOutboxListResponse = envelope(paged(adminOutboxItem).extend({ demo: z.boolean() }));

// Dashboard.
export const adminDashboard = z.object({
  members_total: z.number().int(),
  members_today: z.number().int(),
  members_frozen: z.number().int(),
  operators_active: z.number().int(),
  /** Start of today in the server's time zone, Unix seconds. */
  today_start: unixSeconds,
  time_zone: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
export const adminDashboardResponse = envelope(adminDashboard);

/** Signing in to the console: the one console call open to anyone. */
export const adminSignInApi = {
  login: consoleSignInEndpoint.post({
    path: '/admin/api/login',
    summary: 'Operator sign-in (limited per IP and per username)',
    body: adminLoginBody,
    response: adminLoginResponse,
  }),
};

/** The console's generic calls; its money calls are `adminFundApi` (admin-fund.ts). */
export const adminApi = {
  logout: consoleEndpoint.post({
    path: '/admin/api/logout',
    summary: 'Ends this operator session',
    permission: null,
    body: noBody,
    response: nullResponse,
  }),
  me: consoleEndpoint.get({
    path: '/admin/api/me',
    summary: 'The signed-in operator and what they may do',
    permission: null,
    query: noQuery,
    response: adminMeResponse,
  }),
  changeOwnPassword: consoleEndpoint.post({
    path: '/admin/api/me/password',
    summary: "Changes the signed-in operator's own password (wrong tries limited as at sign-in), ending their other sessions",
    permission: null,
    body: ownPasswordBody,
    response: ownPasswordResponse,
  }),
  operators: consoleEndpoint.get({
    path: '/admin/api/operator/index',
    summary: 'Operators',
    permission: 'operators.manage',
    query: noQuery,
    response: operatorListResponse,
  }),
  roles: consoleEndpoint.get({
    path: '/admin/api/role/index',
    summary: 'Roles and their permissions',
    permission: 'operators.manage',
    query: noQuery,
    response: roleListResponse,
  }),
  createOperator: consoleEndpoint.post({
    path: '/admin/api/operator/add',
    summary: 'Creates an operator with a role',
    permission: 'operators.manage',
    body: operatorCreateBody,
    response: operatorItemResponse,
  }),
  setOperatorRole: consoleEndpoint.post({
    path: '/admin/api/operator/role',
    summary: "Changes another operator's role",
    permission: 'operators.manage',
    body: operatorRoleBody,
    response: operatorItemResponse,
  }),
  setOperatorStatus: consoleEndpoint.post({
    path: '/admin/api/operator/status',
    summary: 'Disables (ending their sessions) or enables another operator',
    permission: 'operators.manage',
    body: operatorStatusBody,
    response: operatorItemResponse,
  }),
  resetOperatorPassword: consoleEndpoint.post({
    path: '/admin/api/operator/password',
    summary: "Resets an operator's password, ending their sessions",
    permission: 'operators.manage',
    body: operatorPasswordBody,
    response: operatorItemResponse,
  }),
  resetOperatorTotp: consoleEndpoint.post({
    path: '/admin/api/operator/totp/reset',
    summary:
      "Clears another operator's second factor (a lost device), ending their sessions; where the setting requires it for their role, they set it up again at their next sign-in",
    permission: 'operators.manage',
    body: operatorTotpResetBody,
    response: operatorItemResponse,
  }),
  audit: consoleEndpoint.get({
    path: '/admin/api/audit/index',
    summary: 'Audit log, newest first; action may name an area (member) or one action',
    permission: 'audit.read',
    query: auditQuery,
    response: auditListResponse,
  }),
  members: consoleEndpoint.get({
    path: '/admin/api/user/index',
    summary: 'Members by UID, mobile, email or nickname, newest first',
    permission: 'members.read',
    query: memberQuery,
    response: memberListResponse,
  }),
  memberDetail: consoleEndpoint.get({
    path: '/admin/api/user/detail',
    summary: 'A member: profile, inviter and team counts',
    permission: 'members.read',
    query: oneMemberQuery,
    response: memberDetailResponse,
  }),
  freezeMember: consoleEndpoint.post({
    path: '/admin/api/user/freeze',
    summary: 'Freezes a member: their sessions end and they cannot sign in',
    permission: 'members.freeze',
    body: memberStatusBody,
    response: memberStatusResponse,
  }),
  unfreezeMember: consoleEndpoint.post({
    path: '/admin/api/user/unfreeze',
    summary: 'Unfreezes a member',
    permission: 'members.freeze',
    body: memberStatusBody,
    response: memberStatusResponse,
  }),
  settings: consoleEndpoint.get({
    path: '/admin/api/settings/index',
    summary: 'Every setting with its definition and value',
    permission: 'settings.write',
    query: noQuery,
    response: settingListResponse,
  }),
  saveSettings: consoleEndpoint.post({
    path: '/admin/api/settings/save',
    summary: 'Stores settings, each checked against its definition',
    permission: 'settings.write',
    body: settingsSaveBody,
    response: settingsSaveResponse,
  }),
  outbox: consoleEndpoint.get({
    path: '/admin/api/outbox/index',
    summary: 'Codes and notices kept by demo mode instead of being sent',
    permission: 'outbox.read',
    query: adminOutboxQuery,
    response: adminOutboxListResponse,
  }),
  dashboard: consoleEndpoint.get({
    path: '/admin/api/dashboard/index',
    summary: 'Member figures for the dashboard',
    permission: 'dashboard.read',
    query: noQuery,
    response: adminDashboardResponse,
  }),
};
