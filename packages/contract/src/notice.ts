import { z } from 'zod';
import { consoleEndpoint, endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { localizedText } from './localized-text';
import { idQuery, idResponse, paged, pageQuery } from './records';
import { recordId, unixSeconds } from './scalars';

// Notices: read by members (`/api/index/notice`, `/api/index/detail`, `/api/index/noticeList`),
// written by operators (`/admin/api/notice/*`). Texts are plain text with line breaks.

export const noticeId = recordId;

export const noticeItem = z.object({
  id: noticeId,
  /** In the request's language. */
  title: z.string(),
  /** The first line of the text, shortened. */
  summary: z.string(),
  pinned: z.boolean(),
  publish_time: unixSeconds,
  read: z.boolean(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

// GET /api/index/notice (the home banner: pinned first, then the newest)
export const noticeBannerData = z.object({
  notice: noticeItem.nullable(),
  list: z.array(noticeItem),
  unread: z.number().int(),
});
export type NoticeBannerData = z.infer<typeof noticeBannerData>;
export const noticeBannerResponse = envelope(noticeBannerData);

// GET /api/index/noticeList?page (ten notices a page)
export const noticeListQuery = pageQuery;
export const noticeListData = paged(noticeItem).extend({ unread: z.number().int() });
export const noticeListResponse = envelope(noticeListData);

// GET /api/index/detail?id (marks it read)
export const noticeDetail = noticeItem.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;
export const noticeDetailResponse = envelope(noticeDetail);

// ---- Console ----

/** A notice's title and text, in every language, as the console shows and saves them. */
const noticeTexts = { title: localizedText(200), content: localizedText(20000) };

export const adminNotice = z.object({
  id: noticeId,
  ...noticeTexts,
  pinned: z.boolean(),
  publish_at: unixSeconds,
  /** Members who opened it. */
  reads: z.number().int(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNoticeListQuery = pageQuery;
export const adminNoticeListResponse = envelope(paged(adminNotice));

export const adminNoticeBody = z.strictObject({
  /** Absent: a new notice. */
  id: noticeId.optional(),
  ...noticeTexts,
  pinned: z.boolean(),
  /** Unix seconds; members see it from then on. */
  publish_at: unixSeconds.min(0),
});
export type AdminNoticeBody = z.infer<typeof adminNoticeBody>;
export const adminNoticeResponse = envelope(adminNotice);
export const adminNoticeDeleteBody = z.strictObject({ id: noticeId });

// ---- The calls ----

const member = endpointGroup({ tag: 'notice', caller: 'member' });

/** The members' notices: the home banner, the list and a notice's page. */
export const noticeApi = {
  banner: member.get({
    path: '/api/index/notice',
    summary: 'The home banner: the pinned or newest notice, the first few, and the unread count',
    query: noQuery,
    response: noticeBannerResponse,
  }),
  list: member.get({
    path: '/api/index/noticeList',
    summary: 'Published notices, pinned first',
    query: noticeListQuery,
    response: noticeListResponse,
  }),
  detail: member.get({
    path: '/api/index/detail',
    summary: 'One notice (marks it read)',
    query: idQuery,
    response: noticeDetailResponse,
  }),
};

/** The console's notices: list, create or edit, delete (`content.write`). */
export const adminNoticeApi = {
  list: consoleEndpoint.get({
    path: '/admin/api/notice/list',
    summary: 'Every notice, newest publish time first',
    permission: 'content.write',
    query: adminNoticeListQuery,
    response: adminNoticeListResponse,
  }),
  save: consoleEndpoint.post({
    path: '/admin/api/notice/save',
    summary: 'Creates (no id) or updates a notice',
    permission: 'content.write',
    body: adminNoticeBody,
    response: adminNoticeResponse,
  }),
  remove: consoleEndpoint.post({
    path: '/admin/api/notice/delete',
    summary: 'Deletes a notice',
    permission: 'content.write',
    body: adminNoticeDeleteBody,
    response: idResponse,
  }),
};
