export type Channel = 'sms' | 'email';

/** One message to a member: a verification code or a notice. */
export interface OutgoingMessage {
  channel: Channel;
  /** A mobile number or an email address. */
  to: string;
  /** What it is about, such as the code event `register`. */
  event: string;
  /** The code it carries, '' for a notice. */
  code: string;
  /** The email subject; SMS ignores it. */
  subject: string;
  text: string;
}

/** Something that hands a message to the outside world (or, in demo mode, to the outbox). */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}
