import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './sender';

/** Email by SMTP through one pooled connection set (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpSender implements MessageSender {
  readonly #transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    // Pooled unless the URL says otherwise: codes come in bursts and a new TLS handshake per mail is slow.
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    this.#transport = nodemailer.createTransport(url.toString());
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error('SmtpSender only sends email');
    await this.#transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}
