/** How a member's account and name appear to someone else (an upline, a notice to an old address): enough to recognise, not enough to contact. Pure functions. */

/** `13800000002` → `138****0002`; `bob@demo.mcc` → `b***@demo.mcc`. */
export function maskAccount(mobile: string | null, email: string | null, uid: string): string {
  if (mobile) return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : `${mobile.slice(0, 1)}****`;
  if (email) {
    const at = email.lastIndexOf('@');
    const local = at > 0 ? email.slice(0, at) : email;
    const domain = at > 0 ? email.slice(at) : '';
    return `${[...local][0] ?? ''}***${domain}`;
  }
  return uid.length > 4 ? `${uid.slice(0, 2)}***${uid.slice(-2)}` : '***';
}

/** `Alice` → `A***e`; `Bo` → `B***`. Characters, not UTF-16 units, so names in Chinese mask right. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** `100002` → `10***02`: enough to tell bidders or traders apart, not to find them. */
export function maskUid(uid: string): string {
  return uid.length > 4 ? `${uid.slice(0, 2)}***${uid.slice(-2)}` : '***';
}
