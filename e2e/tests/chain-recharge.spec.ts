import { expect, test } from '@playwright/test';
import type { Hex } from 'viem';
import { type LocalChain, startLocalChain } from '../../apps/server/test/chain/local-chain';
import { consolePost, operatorToken } from '../support/api';
import { CONSOLE_VIEWPORT, shot, signInToConsole } from '../support/console';
import { expectFigure, registerMember, screen, signIn } from '../support/wallet';

// Automatic recharge against a local chain started for this journey: the member's own deposit
// address, a USDT transfer to it seen at once, its confirmations counting up live on the page (the
// server's watcher and the shared event stream), then the credit and the balance on the USDT page.
// The network is switched off again at the end so that the other journeys see no chain.

const USDT = 1_000_000n;
// Public half of the m/44'/60'/0' account of a fixed test seed (HDKey.fromMasterSeed(32 × 0x03)).
const XPUB = 'xpub6CYZxMdi3CZv4UVdgJjzcqxzo7qo8zaVAtbK43vYcoMSz8PDEFFrrwxD2ZTJz24sAGFNa5A9GQPmvsc4pULVN2Ec9YpLaswvhnGFLCVnfGy';

let chain: LocalChain;
let token: Hex;
let adminToken: string;
let networkId: number;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  chain = await startLocalChain();
  token = await chain.deployToken(6);
  await chain.mint(token, chain.sender, 1_000n * USDT);
  adminToken = await operatorToken(request);
});

test.afterAll(async ({ request }) => {
  if (networkId) {
    await request.post('/admin/api/chain/network/save', {
      headers: { token: adminToken },
      data: { ...network(), id: networkId, enabled: false },
    });
  }
  await chain?.stop();
});

function network() {
  return {
    name: 'Local EVM',
    chain_id: 31337,
    rpc_url: chain.url,
    token_address: token,
    token_decimals: 6,
    confirmations: 3,
    min_deposit: '10',
    xpub: XPUB,
    start_block: 0,
    enabled: true,
  };
}

test('a deposit to my own address counts its confirmations live, then my balance grows', async ({ page, request }) => {
  networkId = (await consolePost<{ id: number }>(request, adminToken, '/admin/api/chain/network/save', network())).id;

  const member = await registerMember(request);
  await signIn(page, member);
  await page.goto('/pages/usdt/usdt');
  await expectFigure(page.getByTestId('available').first(), '0.00', 'USDT');

  await page.goto('/pages/usdt/autoRecharge');
  await expect(page.getByTestId('deposit-network')).toContainText('Local EVM');
  const address = ((await page.getByTestId('deposit-address').textContent()) ?? '').trim() as Hex;
  expect(address).toMatch(/^0x[0-9a-f]{40}$/);
  await expect(page.getByTestId('deposit-qr')).toBeVisible();
  await expect(page.getByTestId('deposit-minimum')).toHaveText('10.00 USDT');
  await expect(page.getByTestId('deposit-required')).toContainText('3');
  await expect(page.getByText('暂无充值记录')).toBeVisible();
  await screen(page, 'auto-recharge-address');

  // The transfer is mined in one block: the page shows it with 1 of 3, then 2 of 3 as a block follows.
  await chain.transfer(token, address, 25n * USDT);
  const line = page.getByTestId('deposit-line').first();
  await expect(line.getByTestId('deposit-confirmations')).toHaveText('确认 1/3', { timeout: 20_000 });
  await expect(line).toHaveAttribute('data-status', 'confirming');
  await screen(page, 'auto-recharge-confirming-1');
  await chain.mine(1);
  await expect(line.getByTestId('deposit-confirmations')).toHaveText('确认 2/3', { timeout: 20_000 });
  await screen(page, 'auto-recharge-confirming-2');
  await chain.mine(1);
  await expect(line).toHaveAttribute('data-status', 'credited', { timeout: 20_000 });
  await expect(line).toContainText('25.00');
  await screen(page, 'auto-recharge-credited');

  await page.goto('/pages/usdt/usdt');
  await expectFigure(page.getByTestId('available').first(), '25.00', 'USDT');
  await screen(page, 'auto-recharge-balance');
});

test('the console shows the network with the watcher caught up, the credited deposit and the sweep report', async ({ page }) => {
  await page.setViewportSize(CONSOLE_VIEWPORT);
  await signInToConsole(page);
  await page.goto('/admin/chain');
  const networks = page.getByTestId('network-table');
  await expect(networks).toContainText('Local EVM (31337)');
  await expect(networks.getByTestId('network-lag')).toHaveText('0', { timeout: 20_000 });
  const deposits = page.getByTestId('deposit-table');
  await expect(deposits.locator('[data-status="credited"]').first()).toBeVisible();
  await expect(deposits).toContainText('25.00 USDT');
  await shot(page, 'chain');

  await page.getByRole('tab').nth(2).click();
  await expect(page.getByTestId('sweep-table')).toContainText('25.00');
  await expect(page.getByTestId('sweep-table')).toContainText(/0\/\d+/);
  await shot(page, 'chain-sweep');

  // A private key in place of the xpub is refused and nothing is stored.
  await page.getByTestId('network-add').click();
  const editor = page.locator('.ant-modal');
  await editor.getByTestId('network-name').fill('Wrong key');
  await editor.getByTestId('network-rpc').fill(chain.url);
  await editor.getByTestId('network-token').fill(token);
  await editor
    .getByTestId('network-xpub')
    .fill('xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LETHKj5k9pJpHwkqfaKfF5eYkbjtQ3fCbr');
  await editor.getByTestId('network-chain-id').fill('77');
  await page.getByTestId('form-modal-ok').click();
  await expect(page.getByTestId('form-modal-error')).toBeVisible();
  await shot(page, 'chain-refused', { dialog: true });
});
