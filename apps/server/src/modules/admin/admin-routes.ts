import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { adminTotpApi, adminTotpSignInApi } from '@mcc/contract/admin-totp';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { AuditLog } from './audit-log';
import type { DashboardService } from './dashboard-service';
import type { MemberAdminService } from './member-admin-service';
import type { OperatorService } from './operator-service';
import type { ConsoleOutbox } from './outbox-reader';
import type { SettingsAdminService } from './settings-admin-service';

/** Console sign-in: the one console call open to anyone (limited per IP and per username). */
export const adminSignInRoutes: FastifyPluginAsync<{ operators: OperatorService }> = async (app, o) => {
  route(app, adminSignInApi.login, (body, request) => o.operators.login(body, request.ip));
  route(app, adminTotpSignInApi.login, (body, request) => o.operators.totp.completeSignIn(body.ticket, body.code, request.ip));
  route(app, adminTotpSignInApi.enrolSetup, (body) => o.operators.totp.enrolSetup(body.ticket));
  route(app, adminTotpSignInApi.enrolEnable, (body, request) => o.operators.totp.enrolEnable(body.ticket, body.code, request.ip));
};

export interface AdminRoutesOptions {
  operators: OperatorService;
  audit: AuditLog;
  members: MemberAdminService;
  settingsAdmin: SettingsAdminService;
  dashboard: DashboardService;
  outbox: ConsoleOutbox;
}

/**
 * The console's generic calls, registered in the console's scope: each needs an operator token
 * and the permission its descriptor names (roles in platform/auth/roles.ts). Money calls live in wallet-admin.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, o) => {
  route(app, adminApi.logout, (_body, request) => o.operators.logout(request.operator, request.ip));
  route(app, adminApi.me, (_query, request) => o.operators.me(request.operator));
  route(app, adminTotpApi.setup, (_body, request) => o.operators.totp.setup(request.operator));
  route(app, adminTotpApi.enable, (body, request) => o.operators.totp.enable(request.operator.adminId, body.code));
  route(app, adminTotpApi.disable, (body, request) => o.operators.totp.disable(request.operator, body.code, request.ip));
  route(app, adminApi.changeOwnPassword, (body, request) => o.operators.changeOwnPassword(request.operator, request.ip, body));

  route(app, adminApi.operators, () => o.operators.list());
  route(app, adminApi.roles, async () => o.operators.roles());
  route(app, adminApi.createOperator, (body, request) => o.operators.create(request.operator, request.ip, body));
  route(app, adminApi.setOperatorRole, (body, request) => o.operators.setRole(request.operator, request.ip, body));
  route(app, adminApi.setOperatorStatus, (body, request) => o.operators.setStatus(request.operator, request.ip, body));
  route(app, adminApi.resetOperatorPassword, (body, request) => o.operators.resetPassword(request.operator, request.ip, body));
  route(app, adminApi.resetOperatorTotp, (body, request) => o.operators.resetTotp(request.operator, request.ip, body));

  route(app, adminApi.audit, (query) => o.audit.page(query));

  route(app, adminApi.members, (query) => o.members.search(query));
  route(app, adminApi.memberDetail, (query) => o.members.detail(BigInt(query.user_id)));
  route(app, adminApi.freezeMember, (body, request) => o.members.setStatus(request.operator, request.ip, body, 'frozen'));
  route(app, adminApi.unfreezeMember, (body, request) => o.members.setStatus(request.operator, request.ip, body, 'active'));

  route(app, adminApi.settings, () => o.settingsAdmin.list());
  route(app, adminApi.saveSettings, (body, request) => o.settingsAdmin.save(request.operator, request.ip, body));

  route(app, adminApi.outbox, (query) => o.outbox.page(query));
  route(app, adminApi.dashboard, () => o.dashboard.figures());
};
