import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWallet, injectedWallet, signWithWallet, toHexUtf8 } from './wallet-connect';

describe('injected wallet', () => {
  afterEach(() => {
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('finds window.ethereum only when it can answer requests', () => {
    expect(injectedWallet()).toBeNull();
    (window as { ethereum?: unknown }).ethereum = { request: vi.fn() };
    expect(injectedWallet()).not.toBeNull();
  });

  it('connects: eth_requestAccounts, then eth_chainId', async () => {
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === 'eth_requestAccounts' ? ['0xAbC0000000000000000000000000000000000001'] : '0x38',
    );
    await expect(connectWallet({ request })).resolves.toEqual({ address: '0xAbC0000000000000000000000000000000000001', chainId: 56 });
    expect(request.mock.calls.map(([a]) => a.method)).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('refuses a wallet that gives no account', async () => {
    await expect(connectWallet({ request: async () => [] })).rejects.toThrow('no account');
  });

  it('signs the message as UTF-8 hex with personal_sign', async () => {
    expect(toHexUtf8('hi 你')).toBe('0x686920e4bda0');
    const request = vi.fn(async () => '0xsig');
    await expect(signWithWallet({ request }, '0xabc', 'hi')).resolves.toBe('0xsig');
    expect(request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x6869', '0xabc'] });
  });
});
