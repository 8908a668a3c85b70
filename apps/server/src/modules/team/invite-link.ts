/** The invite link: the public address (or the request's own origin) + the register page with the code. */
export function inviteLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/pages/register/register?invite=${encodeURIComponent(code)}`;
}
