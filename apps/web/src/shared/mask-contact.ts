// How a member's own mobile or email shows on screen: enough to recognise, not the whole of it.

/** `13800000001` → `138****0001`; a shorter text stays as it is. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

/** `alice@demo.mcc` → `al***@demo.mcc`; a text without a name before its `@` stays as it is. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length))}***${email.slice(at)}`;
}

/** A contact of either kind, told apart by its `@`: `138****0001`, `al***@demo.mcc`. */
export function maskContact(contact: string): string {
  return contact.indexOf('@') > 0 ? maskEmail(contact) : maskMobile(contact);
}
