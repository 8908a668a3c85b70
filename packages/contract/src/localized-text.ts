import { z } from 'zod';

// A text an operator writes once in each of the members' four languages (notices, content pages,
// product and NFT names): every language present, trimmed, at most `max` characters each. As an
// answer, `localizedAnswer` is the same four languages as stored.

/** One text in each of the four languages, every one read by `text`; no other key. */
export const inLanguages = <T extends z.ZodType>(text: T) => z.strictObject({ 'zh-Hans': text, en: text, ja: text, 'zh-Hant': text });

export const localizedText = (max: number) => inLanguages(z.string().trim().max(max));

/** A text in the four languages as an answer gives it back (no limits: it was checked on the way in). */
export const localizedAnswer = z.object({ 'zh-Hans': z.string(), en: z.string(), ja: z.string(), 'zh-Hant': z.string() });
