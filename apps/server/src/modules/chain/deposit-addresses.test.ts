import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { privateKeyToAddress } from 'viem/accounts';
import { bytesToHex } from 'viem/utils';
import { describe, expect, it } from 'vitest';
import { depositAddress, isExtendedPublicKey } from './deposit-addresses';

// A fixed seed: the account m/44'/60'/0' and its public half, as an operator would export it.
const account = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/60'/0'");
const xpub = account.publicExtendedKey;

describe('deposit addresses', () => {
  it('derive from the public key alone the address whose private key the account holder has', () => {
    for (const index of [0, 1, 2, 41, 123456]) {
      const key = account.deriveChild(0).deriveChild(index).privateKey!;
      expect(depositAddress(xpub, index)).toBe(privateKeyToAddress(bytesToHex(key)).toLowerCase());
    }
  });

  it('differ by member and repeat for the same member', () => {
    expect(depositAddress(xpub, 1)).not.toBe(depositAddress(xpub, 2));
    expect(depositAddress(xpub, 5)).toBe(depositAddress(xpub, 5));
  });

  it('match the BIP-44 addresses of the "test … junk" mnemonic (the local chain\'s accounts #0 and #1)', () => {
    const seed = mnemonicToSeedSync('test test test test test test test test test test test junk');
    const hardhatXpub = HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'").publicExtendedKey;
    expect(depositAddress(hardhatXpub, 0)).toBe('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
    expect(depositAddress(hardhatXpub, 1)).toBe('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
  });

  it('accept an extended public key and refuse a private one or garbage', () => {
    expect(isExtendedPublicKey(xpub)).toBe(true);
    expect(isExtendedPublicKey(account.privateExtendedKey)).toBe(false);
    expect(isExtendedPublicKey('xpub-not-a-key')).toBe(false);
    expect(() => depositAddress(xpub, -1)).toThrow();
  });
});
