import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { adminTotpApi, adminTotpSignInApi } from '@mcc/contract/admin-totp';
import { api } from '../../lib/api';

export function login(username: string, password: string) {
  return api.call(adminSignInApi.login, { username, password });
}

export function logout() {
  return api.call(adminApi.logout, {});
}

/** Changes the signed-in operator's own password; this session stays, their others end. */
export function changeOwnPassword(current: string, password: string) {
  return api.call(adminApi.changeOwnPassword, { current, password });
}

/** The code step of a sign-in that answered `totp_required`. */
export function loginWithCode(ticket: string, code: string) {
  return api.call(adminTotpSignInApi.login, { ticket, code });
}

/** Enrolment during a sign-in that answered `totp_enrol_required`: a new key, then the code that turns it on and signs in. */
export function enrolSetup(ticket: string) {
  return api.call(adminTotpSignInApi.enrolSetup, { ticket });
}

export function enrolEnable(ticket: string, code: string) {
  return api.call(adminTotpSignInApi.enrolEnable, { ticket, code });
}

/** The signed-in operator's own second factor. */
export function totpSetup() {
  return api.call(adminTotpApi.setup, {});
}

export function totpEnable(code: string) {
  return api.call(adminTotpApi.enable, { code });
}

export function totpDisable(code: string) {
  return api.call(adminTotpApi.disable, { code });
}
