import type { MessageSender, OutgoingMessage } from './sender';

const TIMEOUT_MS = 10_000;

/**
 * SMS through a provider's HTTP gateway (`SMS_PROVIDER_URL`): a POST of JSON
 * `{ to, text, event }`; credentials in the URL's user part are sent as HTTP Basic auth. Any
 * 2xx answer counts as accepted. A provider with another request shape gets a small relay or
 * another implementation of MessageSender.
 */
export class HttpSmsSender implements MessageSender {
  readonly #endpoint: string;
  readonly #authorization: string | undefined;

  constructor(providerUrl: string) {
    const url = new URL(providerUrl);
    this.#authorization =
      url.username || url.password
        ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
        : undefined;
    url.username = '';
    url.password = '';
    this.#endpoint = url.toString();
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms') throw new Error('HttpSmsSender only sends SMS');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.#authorization) headers.authorization = this.#authorization;
    const response = await fetch(this.#endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: message.to, text: message.text, event: message.event }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    await response.body?.cancel();
  }

  async close(): Promise<void> {}
}
