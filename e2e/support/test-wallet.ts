import type { Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * Injects an EIP-1193 wallet into the page (window.ethereum) backed by a viem test account:
 * the page asks for accounts and the chain, and personal_sign is answered by viem in Node.
 */
export async function injectTestWallet(page: Page, privateKey: `0x${string}`, chainId = 1): Promise<string> {
  const account = privateKeyToAccount(privateKey);
  await page.exposeFunction('__e2eWalletSign', (hex: `0x${string}`) => account.signMessage({ message: { raw: hex } }));
  await page.addInitScript(`
    window.ethereum = {
      async request({ method, params }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [${JSON.stringify(account.address)}];
        if (method === 'eth_chainId') return ${JSON.stringify(`0x${chainId.toString(16)}`)};
        if (method === 'personal_sign') return window.__e2eWalletSign(params[0]);
        throw new Error('unsupported ' + method);
      },
    };
  `);
  return account.address;
}
