/** A member's anti-phishing code, sealed (anti-phishing-service.ts); one row per member who set one. */
export interface MemberAntiPhishingTable {
  user_id: bigint;
  /** The phrase under AES-256-GCM with a key derived from SECRET and the member's id as associated data. */
  phrase_enc: string;
  created_at: bigint;
  updated_at: bigint;
}

export interface AntiPhishingTables {
  member_anti_phishing: MemberAntiPhishingTable;
}
