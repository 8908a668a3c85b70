import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './global-setup';

// Calls the journeys make beside the browser: through the API, each checked to have succeeded.

/** The `data` of a call that must succeed (`code: 1`); `what` names it in the failure. */
export async function ok<T>(response: Promise<APIResponse>, what: string): Promise<T> {
  const body = (await (await response).json()) as { code: number; msg: string; data: T };
  expect(body.code, `${what}: ${body.msg}`).toBe(1);
  return body.data;
}

/**
 * The newest code of `event` the demo outbox holds for `to` (a mobile or an email), waiting up to
 * 10 s for the first one: a page's "send code" answers after the click that asked for it.
 */
export async function outboxCode(request: APIRequestContext, to: string, event: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const data = await ok<{ list: { event: string; code: string }[] }>(
          request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`),
          'outbox',
        );
        code = data.list.find((entry) => entry.event === event && entry.code)?.code;
        return code !== undefined;
      },
      { message: `no ${event} code for ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return code as string;
}

/** A console token, signed in through the API (the journeys' server starts with this operator). */
export async function operatorToken(request: APIRequestContext, username = 'admin', password = E2E_ADMIN_PASSWORD): Promise<string> {
  return (await ok<{ token: string }>(request.post('/admin/api/login', { data: { username, password } }), 'operator login')).token;
}

/** The `data` of a console GET that must succeed, signed in with `token`. */
export function consoleGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  return ok<T>(request.get(path, { headers: { token } }), path);
}

/** The `data` of a console POST of `data` that must succeed, signed in with `token`. */
export function consolePost<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  return ok<T>(request.post(path, { data, headers: { token } }), path);
}

/** Adds an operator through the API, as the operator signed in with `token` (a super admin). */
export async function addOperator(
  request: APIRequestContext,
  token: string,
  operator: { username: string; password: string; role: string },
): Promise<void> {
  await consolePost(request, token, '/admin/api/operator/add', operator);
}

/**
 * Runs the daily jobs through the console for the day after the server's today (accruals, the
 * liabilities root of every member so far); returns that day.
 */
export async function runJobsForNextDay(request: APIRequestContext): Promise<string> {
  const operator = await operatorToken(request);
  const { today } = await consoleGet<{ today: string }>(request, operator, '/admin/api/jobs/index');
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const day = next.toISOString().slice(0, 10);
  await consolePost(request, operator, '/admin/api/jobs/run', { date: day });
  return day;
}
