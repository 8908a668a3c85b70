import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type DrawToVerify, hmacSha256Hex, sha256Hex, verifyDraw } from './verify-draw';

// The docs/api.md vectors, recomputed the way the browser does (Web Crypto; Node's here).
const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const draw: DrawToVerify = {
  server_seed: '3f1c9a7e5b2d4c6a8e0f1b3d5c7a9e2f4b6d8c0a1e3f5b7d9c2a4e6f8b0d1c3e',
  server_seed_hash: 'ceafc27b4e493cc8d620bd1e7a41bb594615fc4922b9fb8b006d391f7f55d40a',
  client_seed: 'alice-seed-1',
  nonce: 16,
  ticket: 950149,
  tier: 'SR',
  odds: [
    { tier: 'N', ppm: 700000 },
    { tier: 'R', ppm: 250000 },
    { tier: 'SR', ppm: 45000 },
    { tier: 'SSR', ppm: 5000 },
  ],
  odds_hash: '872d0d74c46c167a1038725025ff8da9f1f1b7efaabb5ca06101f4ad34970219',
  pick: null,
};

describe('verifying a draw in the browser', () => {
  it('recomputes the docs/api.md vector step by step', async () => {
    const result = await verifyDraw(draw, subtle);
    expect(result.complete).toBe(true);
    expect(result.ok).toBe(true);
    expect(result.steps.map((s) => [s.name, s.ok])).toEqual([
      ['seed', true],
      ['odds', true],
      ['digest', null],
      ['ticket', true],
      ['tier', true],
    ]);
    expect(result.steps.find((s) => s.name === 'tier')?.input).toBe('950149 ∈ [950000, 995000)');
  });

  it('flags a record that does not match, and checks only the odds while the seed is secret', async () => {
    const wrong = await verifyDraw({ ...draw, ticket: 950150 }, subtle);
    expect(wrong.ok).toBe(false);
    expect(wrong.steps.find((s) => s.name === 'ticket')?.ok).toBe(false);
    const secret = await verifyDraw({ ...draw, server_seed: null }, subtle);
    expect(secret).toMatchObject({ complete: false, ok: true });
    expect(secret.steps.map((s) => s.name)).toEqual(['seed', 'odds']);
  });

  it('hashes like node:crypto', async () => {
    expect(await sha256Hex('abc', subtle)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hmacSha256Hex('key', 'The quick brown fox jumps over the lazy dog', subtle)).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });
});
