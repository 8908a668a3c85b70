import { type Language, render, type Text } from '../i18n/language';
import { type Delivery, memberAddress } from './delivery';

/** A message's subject and text, each in every language the app speaks. */
export interface MessageTexts {
  subject: Text;
  text: Text;
}

/** The subject and text of `message` in `language`, both filled from `params`. */
export function renderMessage(
  message: MessageTexts,
  language: Language,
  params: Record<string, string | number> = {},
): { subject: string; text: string } {
  return { subject: render(message.subject, language, params), text: render(message.text, language, params) };
}

/** A page of the member app at `path`, under its public URL (the URL's trailing slashes dropped; relative without one). */
export function memberPageLink(publicUrl: string | undefined, path: string): string {
  return `${(publicUrl ?? '').replace(/\/+$/, '')}${path}`;
}

/**
 * Tells a member something (a notice: a message of `event` with no code) at their mobile, else
 * their email, in `language`; nothing for a member with neither. `params` fill the texts, and are
 * read only when there is somewhere to send them.
 */
export async function deliverNotice(
  delivery: Delivery,
  contact: { mobile: string | null; email: string | null } | undefined,
  event: string,
  message: MessageTexts,
  language: Language,
  params: () => Promise<Record<string, string | number>>,
): Promise<void> {
  const to = memberAddress(contact);
  if (!to) return;
  await delivery.deliver({ ...to, event, code: '', ...renderMessage(message, language, await params()) }, { language });
}
