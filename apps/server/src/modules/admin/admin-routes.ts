import {
  adminDashboardResponse,
  adminLoginBody,
  adminLoginResponse,
  adminMeResponse,
  adminOutboxListResponse,
  adminOutboxQuery,
  auditListResponse,
  auditQuery,
  memberDetailQuery,
  memberDetailResponse,
  memberListResponse,
  memberQuery,
  memberStatusBody,
  memberStatusResponse,
  nullResponse,
  operatorCreateBody,
  operatorItemResponse,
  operatorListResponse,
  operatorPasswordBody,
  operatorRoleBody,
  operatorStatusBody,
  ownPasswordBody,
  ownPasswordResponse,
  roleListResponse,
  settingListResponse,
  settingsSaveBody,
  settingsSaveResponse,
} from '@mcc/contract/admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorSessions } from '../../platform/auth/operator-sessions';
import { permissions, permissionsOf, roles } from '../../platform/auth/roles';
import type { Clock } from '../../platform/clock';
import { pageOf } from '../../platform/db/executor';
import { operatorScope, permit } from '../../platform/http/operator-auth';
import { AUDIT_PAGE_SIZE, type AuditLog } from './audit-log';
import type { DashboardService } from './dashboard-service';
import { MEMBER_PAGE_SIZE, type MemberAdminService, type MemberRow } from './member-admin-service';
import type { OperatorRow, OperatorService } from './operator-service';
import { OUTBOX_PAGE_SIZE, type OutboxReader } from './outbox-reader';
import type { SettingsAdminService } from './settings-admin-service';

export interface AdminRoutesOptions {
  operatorSessions: OperatorSessions;
  operators: OperatorService;
  audit: AuditLog;
  members: MemberAdminService;
  settingsAdmin: SettingsAdminService;
  dashboard: DashboardService;
  /** Demo mode's outbox; undefined in production. */
  outbox: OutboxReader | undefined;
  timeZone: string;
  clock: Clock;
}

const seconds = (ms: bigint | number) => Math.floor(Number(ms) / 1000);
const idOf = (id: bigint) => Number(id);
const tags = ['console'];
const security = [{ token: [] }];
const noQuery = z.strictObject({});

function operatorView(o: OperatorRow) {
  return { id: idOf(o.id), username: o.username, role: o.role, status: o.status, created_at: seconds(o.created_at) };
}

function memberView(u: MemberRow) {
  return {
    id: idOf(u.id),
    uid: u.uid,
    nickname: u.nickname,
    mobile: u.mobile,
    email: u.email,
    status: u.status,
    inviter_uid: u.inviter_uid,
    created_at: seconds(u.created_at),
  };
}

/**
 * The console's generic calls. Sign-in is open; everything else needs an operator token, and each
 * call names the permission it needs (roles in platform/auth/roles.ts). Money calls live in finance-admin.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, o) => {
  app.post(
    '/admin/api/login',
    {
      schema: {
        tags,
        summary: 'Operator sign-in (limited per IP and per username)',
        body: adminLoginBody,
        response: { 200: adminLoginResponse },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const result = await o.operators.login(username, password, request.ip);
      return reply.ok({
        token: result.token,
        expires_in: result.expiresInSeconds,
        username: result.operator.username,
        role: result.operator.role,
      });
    },
  );

  await app.register(async (guarded) => {
    operatorScope(guarded, o.operatorSessions);
    const app = guarded.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/admin/api/logout',
      {
        schema: {
          tags,
          security,
          summary: 'Ends this operator session',
          body: z.strictObject({}).optional(),
          response: { 200: nullResponse },
        },
      },
      async (request, reply) => {
        await o.operators.logout(request.operator, request.ip);
        return reply.ok(null);
      },
    );

    app.get(
      '/admin/api/me',
      {
        schema: {
          tags,
          security,
          querystring: noQuery,
          summary: 'The signed-in operator and what they may do',
          response: { 200: adminMeResponse },
        },
      },
      async (request, reply) => {
        const op = request.operator;
        return reply.ok({ id: idOf(op.adminId), username: op.username, role: op.role, permissions: [...permissionsOf(op.role)] });
      },
    );

    app.post(
      '/admin/api/me/password',
      {
        schema: {
          tags,
          security,
          summary: "Changes the signed-in operator's own password (wrong tries limited as at sign-in), ending their other sessions",
          body: ownPasswordBody,
          response: { 200: ownPasswordResponse },
        },
      },
      async (request, reply) => {
        const { current, password } = request.body;
        const { otherSessionsEnded } = await o.operators.changeOwnPassword(request.operator, request.ip, current, password);
        return reply.ok({ other_sessions_ended: otherSessionsEnded });
      },
    );

    // Operators and roles: super admins only.
    const manage = permit('operators.manage');
    app.get(
      '/admin/api/operator/index',
      {
        preHandler: manage,
        schema: { tags, security, querystring: noQuery, summary: 'Operators', response: { 200: operatorListResponse } },
      },
      async (_request, reply) => reply.ok({ list: (await o.operators.list()).map(operatorView) }),
    );
    app.get(
      '/admin/api/role/index',
      {
        preHandler: manage,
        schema: { tags, security, querystring: noQuery, summary: 'Roles and their permissions', response: { 200: roleListResponse } },
      },
      async (_request, reply) =>
        reply.ok({ list: roles.map((role) => ({ role, permissions: [...permissionsOf(role)] })), permissions: [...permissions] }),
    );
    app.post(
      '/admin/api/operator/add',
      {
        preHandler: manage,
        schema: {
          tags,
          security,
          summary: 'Creates an operator with a role',
          body: operatorCreateBody,
          response: { 200: operatorItemResponse },
        },
      },
      async (request, reply) => reply.ok(operatorView(await o.operators.create(request.operator, request.ip, request.body))),
    );
    app.post(
      '/admin/api/operator/role',
      {
        preHandler: manage,
        schema: {
          tags,
          security,
          summary: "Changes another operator's role",
          body: operatorRoleBody,
          response: { 200: operatorItemResponse },
        },
      },
      async (request, reply) => {
        const { admin_id, role } = request.body;
        return reply.ok(operatorView(await o.operators.setRole(request.operator, request.ip, BigInt(admin_id), role)));
      },
    );
    app.post(
      '/admin/api/operator/status',
      {
        preHandler: manage,
        schema: {
          tags,
          security,
          summary: 'Disables (ending their sessions) or enables another operator',
          body: operatorStatusBody,
          response: { 200: operatorItemResponse },
        },
      },
      async (request, reply) => {
        const { admin_id, status } = request.body;
        return reply.ok(operatorView(await o.operators.setStatus(request.operator, request.ip, BigInt(admin_id), status)));
      },
    );
    app.post(
      '/admin/api/operator/password',
      {
        preHandler: manage,
        schema: {
          tags,
          security,
          summary: "Resets an operator's password, ending their sessions",
          body: operatorPasswordBody,
          response: { 200: operatorItemResponse },
        },
      },
      async (request, reply) => {
        const { admin_id, password } = request.body;
        return reply.ok(operatorView(await o.operators.resetPassword(request.operator, request.ip, BigInt(admin_id), password)));
      },
    );

    app.get(
      '/admin/api/audit/index',
      {
        preHandler: permit('audit.read'),
        schema: {
          tags,
          security,
          summary: 'Audit log, newest first; action may name an area (member) or one action',
          querystring: auditQuery,
          response: { 200: auditListResponse },
        },
      },
      async (request, reply) => {
        const { page, admin_id, username, action } = request.query;
        const adminId = admin_id === undefined ? undefined : BigInt(admin_id);
        const { rows, total } = await o.audit.list({ page, adminId, username, action });
        const list = rows.map((r) => ({ ...r, id: idOf(r.id), admin_id: idOf(r.admin_id), created_at: seconds(r.created_at) }));
        return reply.ok(pageOf(list, total, page, AUDIT_PAGE_SIZE));
      },
    );

    // Members.
    const membersRead = permit('members.read');
    app.get(
      '/admin/api/user/index',
      {
        preHandler: membersRead,
        schema: {
          tags,
          security,
          summary: 'Members by UID, mobile, email or nickname, newest first',
          querystring: memberQuery,
          response: { 200: memberListResponse },
        },
      },
      async (request, reply) => {
        const { page, keyword, status } = request.query;
        const { rows, total } = await o.members.search({ page, keyword, status });
        return reply.ok(pageOf(rows.map(memberView), total, page, MEMBER_PAGE_SIZE));
      },
    );
    app.get(
      '/admin/api/user/detail',
      {
        preHandler: membersRead,
        schema: {
          tags,
          security,
          summary: 'A member: profile, inviter and team counts',
          querystring: memberDetailQuery,
          response: { 200: memberDetailResponse },
        },
      },
      async (request, reply) => {
        const d = await o.members.detail(BigInt(request.query.user_id));
        return reply.ok({
          member: {
            ...memberView(d),
            avatar: d.avatar,
            bio: d.bio,
            invite_code: d.invite_code,
            wallet_address: d.wallet_address,
            pay_password_set: d.pay_password_set,
            updated_at: seconds(d.updated_at),
          },
          inviter: d.inviter ? { ...d.inviter, id: idOf(d.inviter.id) } : null,
          team: d.team,
        });
      },
    );
    for (const [path, status] of [
      ['/admin/api/user/freeze', 'frozen'],
      ['/admin/api/user/unfreeze', 'active'],
    ] as const) {
      app.post(
        path,
        {
          preHandler: permit('members.freeze'),
          schema: {
            tags,
            security,
            summary: status === 'frozen' ? 'Freezes a member: their sessions end and they cannot sign in' : 'Unfreezes a member',
            body: memberStatusBody,
            response: { 200: memberStatusResponse },
          },
        },
        async (request, reply) => {
          const { user_id, reason } = request.body;
          await o.members.setStatus(request.operator, request.ip, BigInt(user_id), status, reason);
          return reply.ok({ id: user_id, status });
        },
      );
    }

    // Settings.
    const settingsWrite = permit('settings.write');
    app.get(
      '/admin/api/settings/index',
      {
        preHandler: settingsWrite,
        schema: {
          tags,
          security,
          querystring: noQuery,
          summary: 'Every setting with its definition and value',
          response: { 200: settingListResponse },
        },
      },
      async (_request, reply) => {
        const list = await o.settingsAdmin.list();
        return reply.ok({
          list: list.map((s) => ({
            key: s.key,
            value: s.value,
            default: s.default,
            public: s.public,
            schema: s.schema,
            updated_at: s.updatedAt === null ? null : seconds(s.updatedAt),
          })),
        });
      },
    );
    app.post(
      '/admin/api/settings/save',
      {
        preHandler: settingsWrite,
        schema: {
          tags,
          security,
          summary: 'Stores settings, each checked against its definition',
          body: settingsSaveBody,
          response: { 200: settingsSaveResponse },
        },
      },
      async (request, reply) => reply.ok({ changed: await o.settingsAdmin.save(request.operator, request.ip, request.body.values) }),
    );

    // Demo outbox.
    app.get(
      '/admin/api/outbox/index',
      {
        preHandler: permit('outbox.read'),
        schema: {
          tags,
          security,
          summary: 'Codes and notices kept by demo mode instead of being sent',
          querystring: adminOutboxQuery,
          response: { 200: adminOutboxListResponse },
        },
      },
      async (request, reply) => {
        const { page, to } = request.query;
        if (!o.outbox) return reply.ok({ ...pageOf([], 0, page, OUTBOX_PAGE_SIZE), demo: false });
        const target = to || undefined;
        const [rows, total] = await Promise.all([
          o.outbox.list({ to: target, limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE }),
          o.outbox.count(target),
        ]);
        const list = rows.map((r) => ({ to: r.to, event: r.event, code: r.code, text: r.text, created_at: seconds(r.createdAt) }));
        return reply.ok({ ...pageOf(list, total, page, OUTBOX_PAGE_SIZE), demo: true });
      },
    );

    app.get(
      '/admin/api/dashboard/index',
      {
        preHandler: permit('dashboard.read'),
        schema: {
          tags,
          security,
          querystring: noQuery,
          summary: 'Member figures for the dashboard',
          response: { 200: adminDashboardResponse },
        },
      },
      async (_request, reply) => {
        const f = await o.dashboard.figures();
        return reply.ok({
          members_total: f.membersTotal,
          members_today: f.membersToday,
          members_frozen: f.membersFrozen,
          operators_active: f.operatorsActive,
          today_start: seconds(f.todayStartMs),
          time_zone: o.timeZone,
        });
      },
    );
  });
};
