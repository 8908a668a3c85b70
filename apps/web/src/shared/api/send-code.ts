import { accountApi, type CodeEvent } from '@mcc/contract/account';
import { call } from '../../runtime/request';

export type CodeTarget = { mobile: string } | { email: string };

/** Sends a verification code by SMS or email; resolves true when it went out. */
export async function sendCode(target: CodeTarget, event: CodeEvent): Promise<boolean> {
  try {
    await ('mobile' in target ? call(accountApi.smsSend, { ...target, event }) : call(accountApi.emsSend, { ...target, event }));
    return true;
  } catch {
    return false; // the refusal is already on screen
  }
}
