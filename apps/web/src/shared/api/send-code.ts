import type { CodeEvent } from '@mcc/contract/account';
import { request } from '../../runtime/request';

export type CodeTarget = { mobile: string } | { email: string };

/** Sends a verification code by SMS or email; resolves true when it went out. */
export async function sendCode(target: CodeTarget, event: CodeEvent): Promise<boolean> {
  const viaSms = 'mobile' in target;
  try {
    await request<null>({ url: viaSms ? '/api/sms/send' : '/api/ems/send', method: 'POST', data: { ...target, event } });
    return true;
  } catch {
    return false; // the refusal is already on screen
  }
}
