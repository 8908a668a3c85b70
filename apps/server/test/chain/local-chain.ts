import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Address, createTestClient, createWalletClient, type Hex, http, publicActions, walletActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import fixture from './test-usdt.json' with { type: 'json' };

/** Hardhat's well-known first accounts (public test keys of every `hardhat node`). */
export const HARDHAT_KEYS: Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
];

export const testUsdtAbi = fixture.abi;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface LocalChain {
  url: string;
  chainId: number;
  /** viem client with test, public and wallet actions against the node. */
  client: ReturnType<typeof testClientFor>;
  /** The funded account that deploys the token and sends deposits. */
  sender: Address;
  /** Deploys the test token with `decimals`; resolves to its address once mined. */
  deployToken(decimals: number): Promise<Address>;
  /** Mints `value` token units to `to` (one block). */
  mint(token: Address, to: Address, value: bigint): Promise<Hex>;
  /** Sends `value` token units from the sender to `to` (one block); the tx hash. */
  transfer(token: Address, to: Address, value: bigint): Promise<Hex>;
  tokenBalance(token: Address, of: Address): Promise<bigint>;
  mine(blocks: number): Promise<void>;
  head(): Promise<bigint>;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  stop(): Promise<void>;
}

function testClientFor(url: string) {
  const account = privateKeyToAccount(HARDHAT_KEYS[0]!);
  return createTestClient({ account, chain: hardhat, mode: 'hardhat', transport: http(url), cacheTime: 0 })
    .extend(publicActions)
    .extend(walletActions);
}

/**
 * Starts `hardhat node` on a free port for one test file (or journey) and stops it. One chain per
 * file: cases isolate themselves with snapshots and reverts rather than new nodes.
 */
export async function startLocalChain(): Promise<LocalChain> {
  const port = await freePort();
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('hardhat/package.json')), 'internal', 'cli', 'cli.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'node', '--hostname', '127.0.0.1', '--port', String(port), '--config', path.join(import.meta.dirname, 'hardhat.config.cjs')],
    {
      cwd: import.meta.dirname,
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', DO_NOT_TRACK: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`hardhat node did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Started HTTP')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`hardhat node exited (${code}):\n${output}`));
    });
  });
  // Keep reading so the node never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  const url = `http://127.0.0.1:${port}`;
  const client = testClientFor(url);
  const sender = client.account.address;
  const wait = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  return {
    url,
    chainId: hardhat.id,
    client,
    sender,
    async deployToken(decimals) {
      const hash = await client.deployContract({ abi: fixture.abi, bytecode: fixture.bytecode as Hex, args: [decimals] });
      const receipt = await wait(hash);
      if (!receipt.contractAddress) throw new Error('no contract address');
      return receipt.contractAddress;
    },
    async mint(token, to, value) {
      const hash = await client.writeContract({ address: token, abi: fixture.abi, functionName: 'mint', args: [to, value] });
      await wait(hash);
      return hash;
    },
    async transfer(token, to, value) {
      const hash = await client.writeContract({ address: token, abi: fixture.abi, functionName: 'transfer', args: [to, value] });
      await wait(hash);
      return hash;
    },
    async tokenBalance(token, of) {
      return (await client.readContract({ address: token, abi: fixture.abi, functionName: 'balanceOf', args: [of] })) as bigint;
    },
    async mine(blocks) {
      await client.mine({ blocks });
    },
    head: () => client.getBlockNumber({ cacheTime: 0 }),
    snapshot: () => client.snapshot(),
    async revert(id) {
      await client.revert({ id });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function walletFor(url: string, key: Hex) {
  return createWalletClient({ account: privateKeyToAccount(key), chain: hardhat, transport: http(url) });
}
