import { PASSWORD_MIN } from '@mcc/contract/account';
import { dictionary } from '@zxcvbn-ts/language-common';

// The most used passwords (zxcvbn-ts's list of about 49,000, gathered from public breaches), kept
// to those the password rule would otherwise take: at least PASSWORD_MIN characters, so about
// 18,000. Compared in lower case after NFKC, as the list is written.
const common = new Set(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN));

/** Whether a new password is one of the most used, which an attacker tries first. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.normalize('NFKC').toLowerCase());
}
