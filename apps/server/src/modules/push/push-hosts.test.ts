import { describe, expect, it } from 'vitest';
import { hostStanding, isPublicAddress, parseAllowedHosts, resolvePushHost } from './push-hosts';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('push hosts', () => {
  it('tells public addresses from loopback, private, link-local and reserved ones', () => {
    for (const address of ['142.250.74.106', '17.253.144.10', '2607:f8b0:4004:c07::5f', '::ffff:142.250.74.106']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('reads PUSH_ALLOWED_HOSTS: exact names and *. subdomains', () => {
    expect(parseAllowedHosts(undefined)).toEqual({});
    expect(parseAllowedHosts(' , ')).toEqual({});
    const policy = parseAllowedHosts('FCM.googleapis.com, *.push.apple.com,[::1]');
    expect(hostStanding(policy, 'fcm.googleapis.com')).toBe('named');
    expect(hostStanding(policy, 'web.push.apple.com')).toBe('wildcard');
    expect(hostStanding(policy, 'push.apple.com')).toBe('refused');
    expect(hostStanding(policy, 'evilpush.apple.com')).toBe('refused');
    expect(hostStanding(policy, '[::1]')).toBe('named');
    expect(hostStanding({}, 'anything.example')).toBe('open');
  });

  it('resolves before a send and refuses when any address is not public, unless the host is named exactly', async () => {
    expect(await resolvePushHost({}, 'push.example', resolvesTo('142.250.74.106'))).toEqual({ address: '142.250.74.106', family: 4 });
    expect(await resolvePushHost({}, 'push.example', resolvesTo('142.250.74.106', '10.0.0.5'))).toBeUndefined();
    expect(await resolvePushHost({}, '169.254.169.254', resolvesTo())).toBeUndefined();
    expect(await resolvePushHost({}, '[::1]', resolvesTo())).toBeUndefined();
    expect(await resolvePushHost({}, 'gone.example', async () => Promise.reject(new Error('ENOTFOUND')))).toBeUndefined();
    const wildcard = parseAllowedHosts('*.push.example');
    expect(await resolvePushHost(wildcard, 'a.push.example', resolvesTo('127.0.0.1'))).toBeUndefined();
    expect(await resolvePushHost(wildcard, 'a.push.example', resolvesTo('142.250.74.106'))).toMatchObject({ address: '142.250.74.106' });
    expect(await resolvePushHost(wildcard, 'other.example', resolvesTo('142.250.74.106'))).toBeUndefined();
    expect(await resolvePushHost(parseAllowedHosts('localhost'), 'localhost', resolvesTo('127.0.0.1'))).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});
