import { z } from 'zod';

// A text an operator writes once in each of the members' four languages (notices, content pages):
// every language present, trimmed, at most `max` characters each.

export const localizedText = (max: number) =>
  z.strictObject({
    'zh-Hans': z.string().trim().max(max),
    en: z.string().trim().max(max),
    ja: z.string().trim().max(max),
    'zh-Hant': z.string().trim().max(max),
  });
