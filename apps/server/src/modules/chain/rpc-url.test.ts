import { describe, expect, it } from 'vitest';
import { rpcUrlProblem } from './rpc-url';

describe('RPC URLs the server may reach', () => {
  it('allows https to public addresses, and http or https to loopback only in demo', async () => {
    expect(await rpcUrlProblem('https://1.1.1.1/rpc', 'production')).toBeNull();
    expect(await rpcUrlProblem('https://[2606:4700:4700::1111]/', 'production')).toBeNull();
    expect(await rpcUrlProblem('http://1.1.1.1/rpc', 'production')).toBe('scheme');
    expect(await rpcUrlProblem('http://1.1.1.1/rpc', 'demo')).toBe('scheme');
    expect(await rpcUrlProblem('http://127.0.0.1:8545', 'demo')).toBeNull();
    expect(await rpcUrlProblem('http://localhost:8545', 'demo')).toBeNull();
    expect(await rpcUrlProblem('http://127.0.0.1:8545', 'production')).toBe('scheme');
    expect(await rpcUrlProblem('https://127.0.0.1:8545', 'production')).toBe('address');
    expect(await rpcUrlProblem('file:///etc/passwd', 'demo')).toBe('scheme');
    expect(await rpcUrlProblem('not a url', 'demo')).toBe('scheme');
  });

  it('refuses private, link-local, metadata and special addresses, however they are spelled', async () => {
    for (const url of [
      'https://10.0.0.5/',
      'https://172.16.3.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/',
      'https://[fd00:ec2::254]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://0.0.0.0/',
      'https://100.64.0.1/',
    ]) {
      expect({ url, problem: await rpcUrlProblem(url, 'demo') }).toEqual({ url, problem: expect.stringMatching(/^(address|scheme)$/) });
    }
    // Loopback, by name or as one number, is refused outside demo.
    expect(await rpcUrlProblem('https://2130706433/', 'production')).toBe('address');
    expect(await rpcUrlProblem('https://localhost/', 'production')).toBe('address');
  });
});
