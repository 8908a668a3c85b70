/** A ticket that opens one event stream: single use, short-lived, stored hashed. */
export interface StreamTicketTable {
  ticket_hash: string;
  user_id: bigint;
  expires_at: bigint;
  used_at: bigint | null;
  created_at: bigint;
}

export interface EventTables {
  stream_tickets: StreamTicketTable;
}
