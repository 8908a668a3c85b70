import type { Generated } from 'kysely';

/** A notice to every member, in every language. Shown from `publish_at` on; pinned ones come first. */
export interface NoticeTable {
  id: Generated<bigint>;
  /** JSON of the title in every language (`Text`). */
  title_json: string;
  /** JSON of the body in every language (`Text`); plain text with line breaks. */
  content_json: string;
  pinned: bigint;
  publish_at: bigint;
  created_at: bigint;
  updated_at: bigint;
}

/** That a member opened a notice (for the unread dot and the bell's count). */
export interface NoticeReadTable {
  user_id: bigint;
  notice_id: bigint;
  read_at: bigint;
}

export interface NoticeTables {
  notices: NoticeTable;
  notice_reads: NoticeReadTable;
}
