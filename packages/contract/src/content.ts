import { z } from 'zod';
import { consoleEndpoint, getEndpoint, noQuery } from './endpoint';
import { envelope, listOf } from './envelope';
import { localizedText } from './localized-text';
import { unixSeconds } from './scalars';

// Content pages: the documents a member agrees to (user agreement, privacy policy), read by anyone
// (`/api/common/page`, registration links them before sign-in) and written by operators in four
// languages (`/admin/api/page/*`). Texts are plain text with line breaks, like notices.

/** The content pages there are. */
export const contentPageKeys = ['agreement', 'privacy'] as const;
export type ContentPageKey = (typeof contentPageKeys)[number];
export const contentPageKey = z.enum(contentPageKeys);

// GET /api/common/page?key
export const contentPageQuery = z.strictObject({ key: contentPageKey });
export const contentPage = z.object({
  key: contentPageKey,
  /** In the request's language. */
  title: z.string(),
  /** In the request's language; empty until an operator writes it. */
  content: z.string(),
  /** Unix seconds of the last edit; 0 when never written. */
  updated_at: unixSeconds,
});
export type ContentPage = z.infer<typeof contentPage>;
export const contentPageResponse = envelope(contentPage);

// ---- Console ----

/** A page's title and text, in every language, as the console shows and saves them. */
const pageTexts = { title: localizedText(200), content: localizedText(50000) };

export const adminContentPage = z.object({
  key: contentPageKey,
  ...pageTexts,
  /** Unix seconds of the last edit; 0 when never written. */
  updated_at: unixSeconds,
});
export type AdminContentPage = z.infer<typeof adminContentPage>;
export const adminContentPageListResponse = envelope(listOf(adminContentPage));
export const adminContentPageBody = z.strictObject({ key: contentPageKey, ...pageTexts });
export type AdminContentPageBody = z.infer<typeof adminContentPageBody>;
export const adminContentPageResponse = envelope(adminContentPage);

// ---- The calls ----

/** A content page for anyone, in the request's language. */
export const contentApi = {
  page: getEndpoint({
    path: '/api/common/page',
    summary: 'A content page (user agreement, privacy policy) in the request language',
    tag: 'common',
    caller: 'public',
    query: contentPageQuery,
    response: contentPageResponse,
  }),
};

/** The console's content pages: every page in every language, and saving one (`content.write`). */
export const adminContentApi = {
  list: consoleEndpoint.get({
    path: '/admin/api/page/list',
    summary: 'Every content page in every language',
    permission: 'content.write',
    query: noQuery,
    response: adminContentPageListResponse,
  }),
  save: consoleEndpoint.post({
    path: '/admin/api/page/save',
    summary: 'Saves a content page in four languages',
    permission: 'content.write',
    body: adminContentPageBody,
    response: adminContentPageResponse,
  }),
};
