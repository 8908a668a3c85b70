/** A content page (user agreement, privacy policy) in every language, one row per key once written. */
export interface ContentPageTable {
  /** `agreement` or `privacy` (the contract's `contentPageKeys`). */
  page_key: string;
  /** JSON of the title in every language (`Text`). */
  title_json: string;
  /** JSON of the body in every language (`Text`); plain text with line breaks. */
  content_json: string;
  updated_at: bigint;
}

export interface ContentTables {
  content_pages: ContentPageTable;
}
