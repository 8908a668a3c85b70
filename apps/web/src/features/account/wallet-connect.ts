// An injected EIP-1193 wallet (window.ethereum): connect, read the chain, sign the server's message.

export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

export function injectedWallet(): Eip1193Provider | null {
  const candidate = (window as { ethereum?: unknown }).ethereum;
  return typeof candidate === 'object' && candidate !== null && 'request' in candidate && typeof candidate.request === 'function'
    ? (candidate as Eip1193Provider)
    : null;
}

export async function connectWallet(provider: Eip1193Provider): Promise<{ address: string; chainId: number }> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
  if (!address) throw new Error('no account');
  const chain = await provider.request({ method: 'eth_chainId' });
  const chainId = typeof chain === 'string' ? Number.parseInt(chain, 16) : Number(chain);
  if (!Number.isInteger(chainId) || chainId < 1) throw new Error('no chain');
  return { address, chainId };
}

/** personal_sign takes the message as hex of its UTF-8 bytes. */
export function toHexUtf8(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export async function signWithWallet(provider: Eip1193Provider, address: string, message: string): Promise<string> {
  const signature = await provider.request({ method: 'personal_sign', params: [toHexUtf8(message), address] });
  if (typeof signature !== 'string') throw new Error('no signature');
  return signature;
}
